import { graphql } from '../../gql';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { WALLET, WITHDRAWALS } from './money-documents';

// The demo creators have real money in test mode: their wallets are read from ledger transactions that the seed
// posted as confirmed tips are, and amara's withdrawal is paid out by the job queue through the fake gateway.
let server: TestServer;
let amaraToken: string;

const SIGN_IN = graphql(`
  mutation MoneyDemoSignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
    }
  }
`);

beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  const signedIn = await server.gql(SIGN_IN, { input: { email: 'amara@kuza.africa', password: 'kuza-demo-2025' } });
  amaraToken = signedIn.data!.signIn.accessToken;
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

it("shows amara's tips, balances and her withdrawal, paid out once the jobs run", async () => {
  const { data } = await server.gql(WALLET, { first: 20 }, { token: amaraToken });
  expect(data!.wallet.balances).toEqual([
    expect.objectContaining({
      currency: 'KES',
      available: { amountMinor: '256000', currency: 'KES' }, // KSh 4,560 earned and settled, KSh 2,000 withdrawn
      pending: { amountMinor: '47500' },
      withdrawing: { amountMinor: '200000' },
      lifetime: { amountMinor: '503500' },
    }),
    expect.objectContaining({ currency: 'USD', available: { amountMinor: '1900', currency: 'USD' } }),
  ]);
  const tips = data!.wallet.transactions.edges.filter((edge) => edge.node.kind === 'TIP');
  expect(tips).toHaveLength(5);
  expect(tips.map((edge) => edge.node.counterparty?.username)).toContain('nairobi_fan1');

  await runJobs(server);
  const withdrawals = await server.gql(WITHDRAWALS, { first: 5 }, { token: amaraToken });
  expect(withdrawals.data!.withdrawals.edges.map((edge) => edge.node)).toEqual([
    expect.objectContaining({ status: 'PAID', amount: { amountMinor: '200000' } }),
  ]);
});

it('gives every demo creator money in the ledger', async () => {
  const rows: Array<{ username: string; n: number }> = await server.kuza.deps.db.query(
    `SELECT p.username, count(*)::int AS n FROM ledger_user_transactions ut JOIN profiles p ON p.id = ut.user_id
     WHERE ut.kind = 'TIP' GROUP BY p.username ORDER BY p.username`,
  );
  expect(rows.map((row) => row.username)).toEqual([
    'amara',
    'kofi_pod',
    'selam_films',
    'tunde_beats',
    'zanele_designs',
  ]);
});
