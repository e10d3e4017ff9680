import { CAMPAIGN_MESSAGES as M } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import type { CreateCampaignInput } from '../../gql/graphql';

// Campaign budgets and spend are money: exact US cents in and out (Money), never a float on the way.
jest.setTimeout(60_000);

let server: TestServer;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server, { username: 'ads_cents' });
});
afterAll(() => server.stop());

const CREATE = graphql(`
  mutation CampaignMoneyCreate($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      id
      dailyBudgetMoney {
        amountMinor
        currency
      }
      totalBudgetMoney {
        amountMinor
        currency
      }
      budgetMoney {
        amountMinor
      }
      spentMoney {
        amountMinor
      }
    }
  }
`);
const TOTALS = graphql(`
  query CampaignMoneyTotals {
    myCampaignTotals {
      spentMoney {
        amountMinor
        currency
      }
    }
  }
`);

const input = (changes: Partial<CreateCampaignInput>): CreateCampaignInput => ({
  name: 'Lagos Nights EP launch',
  headline: 'Hear Lagos at night',
  destinationUrl: 'https://kuza.africa/lagos-nights',
  startDate: '2030-07-01',
  ...changes,
});
const create = (changes: Partial<CreateCampaignInput>) =>
  server.gql(CREATE, { input: input(changes) }, { token: owner.accessToken });

it('takes budgets as exact cents and answers them as Money', async () => {
  const response = await create({ dailyBudgetMinor: '1030', totalBudgetMinor: '9007199254740993' });
  expect(response.errors).toBeUndefined();
  expect(response.data!.createCampaign).toMatchObject({
    dailyBudgetMoney: { amountMinor: '1030', currency: 'USD' },
    // Beyond a float's exact integers: kept to the cent.
    totalBudgetMoney: { amountMinor: '9007199254740993', currency: 'USD' },
    budgetMoney: { amountMinor: '9007199254740993' },
    spentMoney: { amountMinor: '0' },
  });
});

it('reads the deprecated dollar field by its decimal text, so 10.3 is 1030 cents, not 1029', async () => {
  const response = await create({ dailyBudget: 10.3 });
  expect(response.errors).toBeUndefined();
  expect(response.data!.createCampaign.dailyBudgetMoney).toEqual({ amountMinor: '1030', currency: 'USD' });
  expect(response.data!.createCampaign.totalBudgetMoney).toBeNull();
});

it('refuses cents below the minimum and anything that is not whole cents, writing nothing', async () => {
  const count = async () =>
    (await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM ad_campaigns WHERE owner_id = $1`, [owner.id]))[0]
      .n as number;
  const before = await count();
  for (const [changes, field, message] of [
    [{ dailyBudgetMinor: '999' }, 'dailyBudget', M.dailyBudgetMin],
    [{ dailyBudgetMinor: '-1000' }, 'dailyBudget', M.dailyBudgetMin],
    [{ dailyBudgetMinor: '1000.5' }, 'dailyBudget', M.budgetStep],
    [{ dailyBudgetMinor: '1000', totalBudgetMinor: '12' }, 'totalBudget', M.totalBudgetMin],
  ] as const) {
    const error = (await create(changes)).errors?.[0];
    expect({ code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message }).toEqual({
      code: 'BAD_USER_INPUT',
      field,
      message,
    });
  }
  expect(await count()).toBe(before);
});

it('totals spend in cents', async () => {
  const { rows } = {
    rows: await server.kuza.deps.db.query(`SELECT id FROM ad_campaigns WHERE owner_id = $1`, [owner.id]),
  };
  await server.kuza.deps.db.query(`UPDATE ad_campaigns SET spent = 0.10 WHERE id = $1`, [rows[0].id]);
  await server.kuza.deps.db.query(`UPDATE ad_campaigns SET spent = 0.20 WHERE id = $1`, [rows[1].id]);
  const totals = (await server.gql(TOTALS, {}, { token: owner.accessToken })).data!.myCampaignTotals;
  // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
  expect(totals.spentMoney).toEqual({ amountMinor: '30', currency: 'USD' });
});
