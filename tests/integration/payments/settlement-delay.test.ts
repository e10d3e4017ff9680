import { randomUUID } from 'node:crypto';
import { graphql } from '../../gql';
import { buildUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balance, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// With PAYMENT_SETTLEMENT_DELAY, a confirmed tip's share waits in the creator's pending balance until the gateway has
// settled: the settlement job is scheduled that far ahead, not run at once.
jest.setTimeout(60_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PAYMENT_SETTLEMENT_DELAY: '3600' });
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const TIP = graphql(`
  mutation SettlementDelayTip($input: TipInput!) {
    tip(input: $input) {
      id
      checkoutUrl
    }
  }
`);

it('keeps the creator share pending until the settlement job is due', async () => {
  const supporter = await buildUser(server);
  const creator = await buildUser(server);
  const res = await server.gql(
    TIP,
    {
      input: { creatorUsername: creator.username, amountMinor: '2000', currency: 'GHS', idempotencyKey: randomUUID() },
    },
    { token: supporter.accessToken },
  );
  await pressCheckoutButton(server, res.data!.tip.checkoutUrl, 'pay');
  await runJobs(server);

  expect(await balance(server, `user:${creator.id}:PENDING:GHS`)).toBe(1900n);
  expect(await balance(server, `user:${creator.id}:AVAILABLE:GHS`)).toBe(0n);
  const [job] = await server.kuza.deps.db.query(
    `SELECT run_at > now() + interval '50 minutes' AS later FROM graphile_worker.jobs WHERE task_identifier = 'tips:settle'`,
  );
  expect(job).toEqual({ later: true });
});
