import type { DataSource } from 'typeorm';

// The ledger's invariants (docs/money.md), checked after every test that moves money: every transaction sums to zero
// in its currency, each account's balance equals the sum of its entries, no user account is negative.
export interface LedgerViolations {
  unbalancedTransactions: { transaction_id: string; total: string }[];
  mismatchedBalances: { id: string; key: string; balance: string; entries: string }[];
  negativeUserAccounts: { id: string; key: string; balance: string }[];
  foreignCurrencyEntries: { id: string }[];
}

export async function ledgerViolations(db: DataSource): Promise<LedgerViolations> {
  const [unbalancedTransactions, mismatchedBalances, negativeUserAccounts, foreignCurrencyEntries] = await Promise.all([
    db.query(`SELECT t.id AS transaction_id, coalesce(sum(e.amount_minor), 0)::text AS total
              FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
              GROUP BY t.id HAVING coalesce(sum(e.amount_minor), 0) <> 0 OR count(e.id) < 2`),
    db.query(`SELECT a.id, a.key, a.balance::text, coalesce(sum(e.amount_minor), 0)::text AS entries
              FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
              GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount_minor), 0)`),
    db.query(`SELECT id, key, balance::text FROM ledger_accounts WHERE owner_kind = 'USER' AND balance < 0`),
    db.query(`SELECT e.id FROM ledger_entries e
              JOIN ledger_transactions t ON t.id = e.transaction_id
              JOIN ledger_accounts a ON a.id = e.account_id
              WHERE e.currency <> t.currency OR a.currency <> t.currency`),
  ]);
  return { unbalancedTransactions, mismatchedBalances, negativeUserAccounts, foreignCurrencyEntries };
}

/** Fails (with what is wrong) unless the ledger holds every invariant. Use in `afterEach` of every money test. */
export async function expectLedgerInvariants(db: DataSource): Promise<void> {
  expect(await ledgerViolations(db)).toEqual({
    unbalancedTransactions: [],
    mismatchedBalances: [],
    negativeUserAccounts: [],
    foreignCurrencyEntries: [],
  });
}
