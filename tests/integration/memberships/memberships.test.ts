import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from '../../gql';
import { RENEW_DUE_TASK } from '../../../server/src/features/memberships';
import { Clock } from '../../../server/src/kernel/clock';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balance, fakeGateway, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { rest } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Memberships end to end on the test-mode gateway, with a test clock at the period boundaries (no sleeps): tiers and
// their rules, joining through the checkout (70 % to the creator, 30 % to Kuza), monthly renewals with the saved
// authorization, grace and lapse, cancelling, a retired tier's last price, the members list and its CSV export.
jest.setTimeout(60_000);

let server: TestServer;
let clock: Clock;
const START = new Date('2026-01-10T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
  clock = server.kuza.deps.services.get(Clock);
});
beforeEach(() => clock.set(START));
afterEach(async () => {
  clock.set(null);
  await fakeGateway(server).setSwitches('reset');
  await expectLedgerInvariants(server.kuza.deps.db);
});
afterAll(() => server.stop());

const TIER_FIELDS = graphql(`
  fragment MembershipsTestTier on MembershipTier {
    id
    name
    description
    price {
      amountMinor
      currency
    }
    isOpen
    retiredAt
    membersCount
    viewerIsMember
  }
`);
void TIER_FIELDS;
const CREATE_TIER = graphql(`
  mutation MembershipsCreateTier($input: CreateMembershipTierInput!) {
    createMembershipTier(input: $input) {
      ...MembershipsTestTier
    }
  }
`);
const UPDATE_TIER = graphql(`
  mutation MembershipsUpdateTier($input: UpdateMembershipTierInput!) {
    updateMembershipTier(input: $input) {
      ...MembershipsTestTier
    }
  }
`);
const RETIRE_TIER = graphql(`
  mutation MembershipsRetireTier($id: ID!) {
    retireMembershipTier(id: $id) {
      ...MembershipsTestTier
    }
  }
`);
const TIERS = graphql(`
  query MembershipsTiers($username: String!) {
    membershipTiers(creatorUsername: $username) {
      ...MembershipsTestTier
    }
  }
`);
const JOIN = graphql(`
  mutation MembershipsJoin($tierId: ID!, $key: String!) {
    joinMembership(tierId: $tierId, idempotencyKey: $key) {
      id
      checkoutUrl
      status
      purpose
      amountMinor
      currency
    }
  }
`);
const CANCEL = graphql(`
  mutation MembershipsCancel($id: ID!) {
    cancelMembership(id: $id) {
      id
      status
      accessUntil
      renewsAt
    }
  }
`);
const MY_MEMBERSHIPS = graphql(`
  query MembershipsMine {
    myMemberships {
      id
      status
      creatorUsername
      since
      currentPeriodEnd
      accessUntil
      renewsAt
      cancelledAt
      lapsedAt
      price {
        amountMinor
        currency
      }
      tier {
        id
        name
      }
      payments {
        amount {
          amountMinor
          currency
        }
        periodStart
        periodEnd
        reference
      }
    }
  }
`);
const MY_MEMBERS = graphql(`
  query MembershipsMembers($first: Int, $after: String) {
    myMembers(first: $first, after: $after) {
      edges {
        node {
          id
          username
          tierName
          status
          since
          lifetime {
            amountMinor
            currency
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query MembershipsNotifications {
    notifications(first: 10) {
      edges {
        node {
          kind
          actor {
            username
          }
        }
      }
    }
  }
`);

const tierInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Supporter',
  description: 'Early access to every song',
  priceMinor: '500',
  currency: 'USD',
  ...overrides,
});

async function createTier(creator: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await server.gql(CREATE_TIER, { input: tierInput(overrides) }, { token: creator.accessToken });
  expect(res.errors).toBeUndefined();
  return res.data!.createMembershipTier;
}

/** Joins through the fake gateway's checkout page (Pay), then runs the webhook's jobs. */
async function join(member: TestUser, tierId: string) {
  const res = await server.gql(JOIN, { tierId, key: randomUUID() }, { token: member.accessToken });
  expect(res.errors).toBeUndefined();
  await pressCheckoutButton(server, res.data!.joinMembership.checkoutUrl, 'pay');
  await runJobs(server);
  return res.data!.joinMembership;
}

async function membershipOf(member: TestUser) {
  const res = await server.gql(MY_MEMBERSHIPS, undefined, { token: member.accessToken });
  expect(res.errors).toBeUndefined();
  return res.data!.myMemberships[0]!;
}

async function renewAt(date: Date) {
  clock.set(date);
  await server.kuza.jobs.add(RENEW_DUE_TASK, {});
  await runJobs(server);
}

async function accessUntil(membershipId: string): Promise<Date> {
  const [row] = (await server.kuza.deps.db.query(`SELECT access_until FROM memberships WHERE id = $1`, [
    membershipId,
  ])) as Array<{ access_until: Date }>;
  return row!.access_until;
}

async function pair() {
  const creator = await buildUser(server);
  const member = await buildUser(server);
  const tier = await createTier(creator);
  return { creator, member, tier };
}

describe('tiers', () => {
  it('keeps at most five live tiers, checks every field, and lets only the creator edit and retire', async () => {
    const creator = await buildUser(server);
    const other = await buildUser(server);
    for (const bad of [
      { name: '  ', messageId: 'membership.nameRequired' },
      { name: 'x'.repeat(61), messageId: 'membership.nameTooLong' },
      { description: 'x'.repeat(1001), messageId: 'membership.descriptionTooLong' },
      { priceMinor: '0', messageId: 'wallet.amountInvalid' },
      { priceMinor: '4.99', messageId: 'wallet.amountInvalid' },
      { currency: 'XXX', messageId: 'wallet.unknownCurrency' },
    ]) {
      const { messageId, ...input } = bad;
      const res = await server.gql(CREATE_TIER, { input: tierInput(input) }, { token: creator.accessToken });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId });
    }
    const tiers = [];
    for (let i = 1; i <= 5; i++) tiers.push(await createTier(creator, { name: `Tier ${i}`, priceMinor: `${i}00` }));
    const sixth = await server.gql(CREATE_TIER, { input: tierInput() }, { token: creator.accessToken });
    expect(sixth.errors?.[0]?.extensions).toMatchObject({ messageId: 'membership.tooManyTiers' });

    // Someone else's tier is not theirs to edit or retire.
    const theirs = await server.gql(
      UPDATE_TIER,
      { input: { id: tiers[0]!.id, name: 'Mine now', priceMinor: '100', isOpen: true } },
      { token: other.accessToken },
    );
    expect(theirs.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageId: 'membership.tierNotFound' });
    const retireTheirs = await server.gql(RETIRE_TIER, { id: tiers[0]!.id }, { token: other.accessToken });
    expect(retireTheirs.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const edited = await server.gql(
      UPDATE_TIER,
      { input: { id: tiers[0]!.id, name: 'Fan club', description: 'Perks', priceMinor: '150', isOpen: false } },
      { token: creator.accessToken },
    );
    expect(edited.data!.updateMembershipTier).toMatchObject({
      name: 'Fan club',
      price: { amountMinor: '150', currency: 'USD' },
      isOpen: false,
    });
    const retired = await server.gql(RETIRE_TIER, { id: tiers[1]!.id }, { token: creator.accessToken });
    expect(retired.data!.retireMembershipTier.retiredAt).not.toBeNull();
    // A retired tier frees its place, and disappears for everyone but its creator.
    await createTier(creator, { name: 'Tier 6' });
    const publicList = await server.gql(TIERS, { username: creator.username });
    expect(publicList.data!.membershipTiers.map((tier) => tier.name)).not.toContain('Tier 2');
    expect(publicList.data!.membershipTiers).toHaveLength(5);
    const ownList = await server.gql(TIERS, { username: creator.username }, { token: creator.accessToken });
    expect(ownList.data!.membershipTiers).toHaveLength(6);

    const anonymous = await server.gql(CREATE_TIER, { input: tierInput() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses joining one’s own, a closed, a retired tier, twice, or a creator who cannot receive money', async () => {
    const { creator, member, tier } = await pair();
    const attempt = (user: TestUser, tierId: string) =>
      server.gql(JOIN, { tierId, key: randomUUID() }, { token: user.accessToken });
    expect((await attempt(creator, tier.id)).errors?.[0]?.extensions?.messageId).toBe('membership.cannotJoinOwn');
    const closed = await createTier(creator, { name: 'Closed', isOpen: false });
    expect((await attempt(member, closed.id)).errors?.[0]?.extensions?.messageId).toBe('membership.tierClosed');
    const retired = await createTier(creator, { name: 'Old' });
    await server.gql(RETIRE_TIER, { id: retired.id }, { token: creator.accessToken });
    expect((await attempt(member, retired.id)).errors?.[0]?.extensions?.messageId).toBe('membership.tierRetired');
    expect((await attempt(member, randomUUID())).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unconfirmed = await buildUser(server, { emailConfirmed: false });
    const theirTier = await createTier(unconfirmed);
    expect((await attempt(member, theirTier.id)).errors?.[0]?.extensions?.messageId).toBe(
      'membership.creatorCannotReceive',
    );
    await join(member, tier.id);
    expect((await attempt(member, tier.id)).errors?.[0]?.extensions?.messageId).toBe('membership.alreadyMember');
  });
});

describe('joining and renewals', () => {
  it('joins through the checkout: 70 % to the creator (then available), 30 % to fees, and a notification', async () => {
    const { creator, member, tier } = await pair();
    const feesBefore = await balance(server, 'platform:FEES:USD');
    const checkout = await join(member, tier.id);
    expect(checkout).toMatchObject({ purpose: 'MEMBERSHIP', amountMinor: '500', currency: 'USD' });

    const membership = await membershipOf(member);
    expect(membership).toMatchObject({
      status: 'ACTIVE',
      creatorUsername: creator.username,
      tier: { id: tier.id, name: 'Supporter' },
      price: { amountMinor: '500', currency: 'USD' },
      since: START.toISOString(),
      currentPeriodEnd: '2026-02-10T12:00:00.000Z',
      accessUntil: '2026-02-10T12:00:00.000Z',
      renewsAt: '2026-02-10T12:00:00.000Z',
    });
    expect(membership.payments).toEqual([
      {
        amount: { amountMinor: '500', currency: 'USD' },
        periodStart: START.toISOString(),
        periodEnd: '2026-02-10T12:00:00.000Z',
        reference: checkout.id,
      },
    ]);
    expect(await balance(server, `user:${creator.id}:AVAILABLE:USD`)).toBe(350n);
    expect(await balance(server, `user:${creator.id}:PENDING:USD`)).toBe(0n);
    expect((await balance(server, 'platform:FEES:USD')) - feesBefore).toBe(150n);

    const tiers = await server.gql(TIERS, { username: creator.username }, { token: member.accessToken });
    expect(tiers.data!.membershipTiers[0]).toMatchObject({ membersCount: 1, viewerIsMember: true });
    const notices = await server.gql(NOTIFICATIONS, undefined, { token: creator.accessToken });
    expect(notices.data!.notifications.edges.map((edge) => edge.node)).toEqual([
      { kind: 'MEMBER_JOINED', actor: { username: member.username } },
    ]);
  });

  it('renews at the period end with the saved authorization, once per period, at the new price', async () => {
    const { creator, member, tier } = await pair();
    await join(member, tier.id);
    // The creator raises the price: it applies from the renewal.
    await server.gql(
      UPDATE_TIER,
      { input: { id: tier.id, name: tier.name, priceMinor: '700', isOpen: true } },
      { token: creator.accessToken },
    );
    await renewAt(new Date('2026-02-09T12:00:00Z')); // not due yet
    expect((await membershipOf(member)).payments).toHaveLength(1);

    await renewAt(new Date('2026-02-10T12:00:01Z'));
    await renewAt(new Date('2026-02-10T13:00:00Z')); // a second run in the same period charges nothing more
    const renewed = await membershipOf(member);
    expect(renewed).toMatchObject({
      status: 'ACTIVE',
      currentPeriodEnd: '2026-03-10T12:00:00.000Z',
      accessUntil: '2026-03-10T12:00:00.000Z',
      price: { amountMinor: '700' },
    });
    expect(renewed.payments.map((payment) => payment.amount.amountMinor)).toEqual(['700', '500']);
    expect(await balance(server, `user:${creator.id}:AVAILABLE:USD`)).toBe(350n + 490n);
    const members = await server.gql(MY_MEMBERS, {}, { token: creator.accessToken });
    expect(members.data!.myMembers.edges[0]!.node).toMatchObject({
      username: member.username,
      tierName: 'Supporter',
      status: 'ACTIVE',
      lifetime: { amountMinor: '1200', currency: 'USD' },
    });
  });

  it('keeps access through the grace period while renewals fail, then lapses at the third failure', async () => {
    const { creator, member, tier } = await pair();
    await join(member, tier.id);
    const { id } = await membershipOf(member);
    await fakeGateway(server).setSwitches({ failRenewals: true });

    await renewAt(new Date('2026-02-10T12:05:00Z'));
    let membership = await membershipOf(member);
    expect(membership).toMatchObject({ status: 'GRACE', renewsAt: '2026-02-11T12:00:00.000Z' });
    expect(membership.accessUntil).toBe('2026-02-13T12:00:00.000Z'); // three days of grace, access kept

    await renewAt(new Date('2026-02-11T12:05:00Z'));
    expect(await membershipOf(member)).toMatchObject({ status: 'GRACE', renewsAt: '2026-02-12T12:00:00.000Z' });

    const lapseTime = new Date('2026-02-12T12:05:00Z');
    await renewAt(lapseTime);
    membership = await membershipOf(member);
    expect(membership).toMatchObject({ status: 'LAPSED', renewsAt: null, lapsedAt: lapseTime.toISOString() });
    expect(await accessUntil(id)).toEqual(lapseTime); // access ends at once
    expect(membership.payments).toHaveLength(1);
    const notices = await server.gql(NOTIFICATIONS, undefined, { token: creator.accessToken });
    expect(notices.data!.notifications.edges.map((edge) => edge.node.kind)).toEqual([
      'MEMBERSHIP_LAPSED',
      'MEMBER_JOINED',
    ]);
    // Lapsed, the supporter may join again.
    await fakeGateway(server).setSwitches('reset');
    await join(member, tier.id);
    expect((await membershipOf(member)).status).toBe('ACTIVE');
  });

  it('recovers in grace when a retry succeeds', async () => {
    const { member, tier } = await pair();
    await join(member, tier.id);
    await fakeGateway(server).setSwitches({ failRenewals: true });
    await renewAt(new Date('2026-02-10T12:05:00Z'));
    await fakeGateway(server).setSwitches({ failRenewals: false });
    await renewAt(new Date('2026-02-11T12:05:00Z'));
    // The new period starts where the paid one ended: grace days are not given away nor lost.
    expect(await membershipOf(member)).toMatchObject({
      status: 'ACTIVE',
      currentPeriodEnd: '2026-03-10T12:00:00.000Z',
      accessUntil: '2026-03-10T12:00:00.000Z',
    });
  });

  it('cancelled: keeps access until the period ends, never renews, then lapses', async () => {
    const { member, tier } = await pair();
    await join(member, tier.id);
    const { id } = await membershipOf(member);
    const other = await buildUser(server);
    const notTheirs = await server.gql(CANCEL, { id }, { token: other.accessToken });
    expect(notTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    clock.set(new Date('2026-01-20T00:00:00Z'));
    const cancelled = await server.gql(CANCEL, { id }, { token: member.accessToken });
    expect(cancelled.data!.cancelMembership).toMatchObject({
      status: 'CANCELLED',
      accessUntil: '2026-02-10T12:00:00.000Z',
      renewsAt: null,
    });
    const again = await server.gql(CANCEL, { id }, { token: member.accessToken });
    expect(again.errors?.[0]?.extensions?.messageId).toBe('membership.notActive');

    await renewAt(new Date('2026-02-10T12:05:00Z'));
    const ended = await membershipOf(member);
    expect(ended).toMatchObject({ status: 'LAPSED', accessUntil: '2026-02-10T12:00:00.000Z' });
    expect(ended.payments).toHaveLength(1);
  });

  it("tells the creator's webhooks of a new member, and of lapses after failed renewals or a cancellation", async () => {
    const { creator, member, tier } = await pair();
    // A receiver that takes every delivery (a failing one would be disabled as the test clock moves on).
    const receiver = createServer((_request, response) => response.end('ok')).listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const { port } = receiver.address() as AddressInfo;
    const hook = await rest<{ endpoint: { id: string } }>(server, 'POST', '/webhooks', {
      token: creator.accessToken,
      json: { url: `http://127.0.0.1:${port}/kuza`, events: ['membership.created', 'membership.lapsed'] },
    });
    expect(hook.status).toBe(201);
    const events = async () =>
      (
        (await server.kuza.deps.db.query(
          `SELECT event_type, payload->'data'->>'reason' AS reason FROM webhook_deliveries
           WHERE endpoint_id = $1 ORDER BY created_at`,
          [hook.body.endpoint.id],
        )) as Array<{ event_type: string; reason: string | null }>
      ).map((row) => (row.reason ? `${row.event_type}:${row.reason}` : row.event_type));

    await join(member, tier.id);
    expect(await events()).toEqual(['membership.created']);
    await fakeGateway(server).setSwitches({ failRenewals: true });
    for (const day of ['10', '11', '12']) await renewAt(new Date(`2026-02-${day}T12:05:00Z`));
    expect(await events()).toEqual(['membership.created', 'membership.lapsed:RENEWAL_FAILED']);
    await fakeGateway(server).setSwitches('reset');

    const second = await buildUser(server);
    clock.set(new Date('2026-03-01T00:00:00Z'));
    await join(second, tier.id);
    const { id } = await membershipOf(second);
    expect((await server.gql(CANCEL, { id }, { token: second.accessToken })).errors).toBeUndefined();
    await renewAt(new Date('2026-04-02T00:00:00Z'));
    expect(await events()).toEqual([
      'membership.created',
      'membership.lapsed:RENEWAL_FAILED',
      'membership.created',
      'membership.lapsed:CANCELLED',
    ]);
    receiver.close();
  });

  it('a retired tier renews at the member’s last price until the member leaves', async () => {
    const { creator, member, tier } = await pair();
    await join(member, tier.id);
    await server.gql(
      UPDATE_TIER,
      { input: { id: tier.id, name: tier.name, priceMinor: '900', isOpen: true } },
      { token: creator.accessToken },
    );
    const retired = await server.gql(RETIRE_TIER, { id: tier.id }, { token: creator.accessToken });
    expect(retired.errors).toBeUndefined();
    await renewAt(new Date('2026-02-10T12:05:00Z'));
    const renewed = await membershipOf(member);
    expect(renewed).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: '2026-03-10T12:00:00.000Z' });
    expect(renewed.payments.map((payment) => payment.amount.amountMinor)).toEqual(['500', '500']);
  });
});

describe('members', () => {
  it('lists members by page and exports them as an authenticated, formula-safe CSV', async () => {
    const creator = await buildUser(server);
    const tier = await createTier(creator, { name: '=HYPERLINK("http://evil.example","x")' });
    const members = [await buildUser(server), await buildUser(server), await buildUser(server)];
    for (const [index, member] of members.entries()) {
      clock.set(new Date(START.getTime() + index * 60_000)); // one a minute
      await join(member, tier.id);
    }

    const first = await server.gql(MY_MEMBERS, { first: 2 }, { token: creator.accessToken });
    expect(first.data!.myMembers.pageInfo.hasNextPage).toBe(true);
    const rest = await server.gql(
      MY_MEMBERS,
      { first: 2, after: first.data!.myMembers.pageInfo.endCursor },
      { token: creator.accessToken },
    );
    const listed = [...first.data!.myMembers.edges, ...rest.data!.myMembers.edges].map((edge) => edge.node.username);
    expect(listed).toEqual(members.map((member) => member.username).reverse());

    const csvUrl = `${server.url}/memberships/members.csv`;
    expect((await fetch(csvUrl)).status).toBe(401);
    const response = await fetch(csvUrl, { headers: { authorization: `Bearer ${creator.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('username,tier,status,member_since,access_until,lifetime_amount,currency');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${members[0]!.username},"'=HYPERLINK(""http://evil.example"",""x"")",ACTIVE,${START.toISOString()},2026-02-10T12:00:00.000Z,5.00,USD`,
    );
    // A member's own export lists nobody: members are the creator's alone.
    const memberCsv = await fetch(csvUrl, { headers: { authorization: `Bearer ${members[0]!.accessToken}` } });
    expect((await memberCsv.text()).trimEnd().split('\r\n')).toHaveLength(1);
  });
});
