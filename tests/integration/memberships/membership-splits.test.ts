import { randomUUID } from 'node:crypto';
import { graphql } from '../../gql';
import { RENEW_DUE_TASK } from '../../../server/src/features/memberships';
import { Clock } from '../../../server/src/kernel/clock';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balance, countRows, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A membership joined from a post with a split: the split divides the creator's 70 % of every payment of that
// membership, the first month and each renewal, in the payment's own ledger transaction (issue 31).
jest.setTimeout(60_000);

let server: TestServer;
let clock: Clock;
const START = new Date('2026-03-05T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  clock = server.kuza.deps.services.get(Clock);
});
beforeEach(() => clock.set(START));
afterEach(async () => {
  clock.set(null);
  await expectLedgerInvariants(server.kuza.deps.db);
});
afterAll(() => server.stop());

const CREATE_TIER = graphql(`
  mutation MembershipSplitTier($input: CreateMembershipTierInput!) {
    createMembershipTier(input: $input) {
      id
    }
  }
`);
const CREATE_SPLIT = graphql(`
  mutation MembershipSplitCreateSplit($input: CreateEarningsSplitInput!) {
    createEarningsSplit(input: $input) {
      id
    }
  }
`);
const SET_POST_SPLIT = graphql(`
  mutation MembershipSplitSetPostSplit($postId: ID!, $splitId: ID) {
    setPostSplit(postId: $postId, splitId: $splitId) {
      id
    }
  }
`);
const JOIN = graphql(`
  mutation MembershipSplitJoin($tierId: ID!, $key: String!, $postId: ID) {
    joinMembership(tierId: $tierId, idempotencyKey: $key, postId: $postId) {
      checkoutUrl
      postId
    }
  }
`);

const total = async (user: TestUser) =>
  (await balance(server, `user:${user.id}:AVAILABLE:USD`)) + (await balance(server, `user:${user.id}:PENDING:USD`));

/** A creator with a $10 tier and a post whose split gives a collaborator 20 %. */
async function creatorWithSplitPost() {
  const creator = await buildUser(server);
  const collaborator = await buildUser(server);
  const member = await buildUser(server);
  const tier = await server.gql(
    CREATE_TIER,
    { input: { name: 'Studio', description: 'Every session', priceMinor: '1000', currency: 'USD' } },
    { token: creator.accessToken },
  );
  expect(tier.errors).toBeUndefined();
  const split = await server.gql(
    CREATE_SPLIT,
    { input: { projectName: 'Lagos Nights', collaborators: [{ username: collaborator.username, percentage: 20 }] } },
    { token: creator.accessToken },
  );
  expect(split.errors).toBeUndefined();
  const post = await buildPost(server, creator, 'Lagos Nights, the making of #music');
  const attached = await server.gql(
    SET_POST_SPLIT,
    { postId: post.id, splitId: split.data!.createEarningsSplit.id },
    { token: creator.accessToken },
  );
  expect(attached.errors).toBeUndefined();
  return { creator, collaborator, member, tierId: tier.data!.createMembershipTier.id, postId: post.id };
}

async function join(member: TestUser, tierId: string, postId: string | null) {
  const res = await server.gql(JOIN, { tierId, key: randomUUID(), postId }, { token: member.accessToken });
  expect(res.errors).toBeUndefined();
  // The checkout knows the post, so the page the gateway returns to leads back to it.
  expect(res.data!.joinMembership.postId).toBe(postId);
  await pressCheckoutButton(server, res.data!.joinMembership.checkoutUrl, 'pay');
  await runJobs(server);
}

it("divides the creator's share of the first month and of each renewal by the split of the post joined from", async () => {
  const { creator, collaborator, member, tierId, postId } = await creatorWithSplitPost();
  await join(member, tierId, postId);
  // $10: Kuza 30 %, the creator's $7 divided 80 / 20.
  expect(await total(creator)).toBe(560n);
  expect(await total(collaborator)).toBe(140n);

  clock.set(new Date('2026-04-05T09:00:00Z'));
  await server.kuza.jobs.add(RENEW_DUE_TASK, {});
  await runJobs(server);
  expect(await total(creator)).toBe(1120n);
  expect(await total(collaborator)).toBe(280n);
});

it('leaves a membership joined from the profile to the creator alone', async () => {
  const { creator, collaborator, member, tierId } = await creatorWithSplitPost();
  await join(member, tierId, null);
  expect(await total(creator)).toBe(700n);
  expect(await total(collaborator)).toBe(0n);
});

it("refuses a join that names another creator's post, and opens no checkout", async () => {
  const { member, tierId } = await creatorWithSplitPost();
  const stranger = await buildUser(server);
  const theirs = await buildPost(server, stranger, 'Not the creator of this tier');
  const checkouts = await countRows(server, 'checkouts');
  const res = await server.gql(JOIN, { tierId, key: randomUUID(), postId: theirs.id }, { token: member.accessToken });
  expect(res.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    messageId: 'membership.postNotCreators',
  });
  expect(res.errors?.[0]?.message).toBe('Memberships can only be joined from a post of the same creator.');
  expect(await countRows(server, 'checkouts')).toBe(checkouts);
});
