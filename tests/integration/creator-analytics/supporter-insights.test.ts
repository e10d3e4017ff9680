import { randomUUID } from 'node:crypto';
import { graphql } from '../../gql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Audience Insights' supporters and Creator Hub's milestones, from real payments (tips through the test gateway)
// and the memberships tables (rows as the memberships feature writes them): members by tier, top supporters,
// churn this month, first tip, first member, lifetime amount reached. A new account: zeros, no sample figures.
jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const INSIGHTS = graphql(`
  query SupporterInsightsOf($top: Int) {
    supporterInsights(top: $top) {
      activeMembers
      membersByTier {
        name
        members
        retired
        price {
          amountMinor
          currency
        }
      }
      topSupporters {
        supporter {
          username
        }
        amount {
          amountMinor
          currency
        }
        payments
      }
      churn {
        membersAtStart
        joined
        ended
        ratePercent
      }
      milestones {
        kind
        amount {
          amountMinor
          currency
        }
        person {
          username
        }
      }
    }
  }
`);
const TIP = graphql(`
  mutation SupporterInsightsTip($input: TipInput!) {
    tip(input: $input) {
      checkoutUrl
    }
  }
`);

async function tip(from: TestUser, to: TestUser, amountMinor: string) {
  const res = await server.gql(
    TIP,
    {
      input: {
        creatorUsername: to.username,
        postId: null,
        amountMinor,
        currency: 'USD',
        message: null,
        idempotencyKey: randomUUID(),
      },
    },
    { token: from.accessToken },
  );
  expect(res.errors).toBeUndefined();
  await pressCheckoutButton(server, res.data!.tip.checkoutUrl, 'pay');
  await runJobs(server);
}

async function tier(creator: TestUser, name: string, priceMinor: number, retired = false): Promise<string> {
  const [row] = (await server.kuza.deps.db.query(
    `INSERT INTO membership_tiers (creator_id, name, price_minor, currency, retired_at)
     VALUES ($1, $2, $3, 'USD', CASE WHEN $4 THEN now() END) RETURNING id`,
    [creator.id, name, priceMinor, retired],
  )) as Array<{ id: string }>;
  return row!.id;
}

async function membership(tierId: string, creator: TestUser, member: TestUser, m: Partial<Record<string, unknown>>) {
  await server.kuza.deps.db.query(
    `INSERT INTO memberships (tier_id, member_id, creator_id, status, current_period_end, access_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [tierId, member.id, creator.id, m.status, m.until, m.created],
  );
}

it('answers zeros and empty lists for a creator without supporters', async () => {
  const newcomer = await buildUser(server);
  const res = await server.gql(INSIGHTS, { top: 5 }, { token: newcomer.accessToken });
  expect(res.errors).toBeUndefined();
  expect(res.data!.supporterInsights).toEqual({
    activeMembers: 0,
    membersByTier: [],
    topSupporters: [],
    churn: { membersAtStart: 0, joined: 0, ended: 0, ratePercent: null },
    milestones: [],
  });
});

it('counts members by tier, top supporters, churn this month and milestones', async () => {
  const creator = await buildUser(server);
  const [ada, bola, chidi, dayo] = await Promise.all([0, 1, 2, 3].map(() => buildUser(server)));
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(monthStart.getTime() - 10 * 86_400_000);
  const nextMonth = new Date(now.getTime() + 30 * 86_400_000);
  const fans = await tier(creator, 'Fans', 500);
  const backstage = await tier(creator, 'Backstage', 2000, true);
  // Ada joined first: the first member.
  const adaJoined = new Date(lastMonth.getTime() - 86_400_000);
  await membership(fans, creator, ada!, { status: 'ACTIVE', until: nextMonth, created: adaJoined });
  await membership(fans, creator, bola!, { status: 'ACTIVE', until: nextMonth, created: now });
  await membership(backstage, creator, chidi!, { status: 'CANCELLED', until: nextMonth, created: lastMonth });
  // Dayo was a member at the start of the month and lapsed on its first day.
  await membership(fans, creator, dayo!, { status: 'LAPSED', until: monthStart, created: lastMonth });

  await tip(ada!, creator, '1100'); // 1045 to the creator: past the first lifetime step ($10)
  await tip(bola!, creator, '300'); // 285
  await tip(bola!, creator, '200'); // 190

  const res = await server.gql(INSIGHTS, { top: 5 }, { token: creator.accessToken });
  expect(res.errors).toBeUndefined();
  const insights = res.data!.supporterInsights;
  expect(insights.activeMembers).toBe(3);
  expect(insights.membersByTier).toEqual([
    { name: 'Fans', members: 2, retired: false, price: { amountMinor: '500', currency: 'USD' } },
    { name: 'Backstage', members: 1, retired: true, price: { amountMinor: '2000', currency: 'USD' } },
  ]);
  expect(insights.topSupporters).toEqual([
    { supporter: { username: ada!.username }, amount: { amountMinor: '1045', currency: 'USD' }, payments: 1 },
    { supporter: { username: bola!.username }, amount: { amountMinor: '475', currency: 'USD' }, payments: 2 },
  ]);
  expect(insights.churn).toEqual({ membersAtStart: 3, joined: 1, ended: 1, ratePercent: 33.3 });
  expect(insights.milestones.map((m) => m.kind).sort()).toEqual(['FIRST_MEMBER', 'FIRST_TIP', 'LIFETIME_AMOUNT']);
  expect(insights.milestones).toEqual(
    expect.arrayContaining([
      { kind: 'FIRST_TIP', amount: { amountMinor: '1045', currency: 'USD' }, person: { username: ada!.username } },
      { kind: 'FIRST_MEMBER', amount: null, person: { username: ada!.username } },
      { kind: 'LIFETIME_AMOUNT', amount: { amountMinor: '1000', currency: 'USD' }, person: null },
    ]),
  );
});
