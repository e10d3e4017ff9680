import { entityColumns, entityFrom, preparedRows } from '../../db/prepared';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { decodeCursor, encodeCursor } from '../../kernel/keyset-cursor';
import { pageSize, toConnection } from '../../kernel/pagination';
import { requireViewer } from '../../kernel/viewer';
import { Profile } from '../profiles';
import {
  LedgerTransaction,
  LedgerTransactionStatus,
  MoneyDirection,
  money,
  Wallet,
  WalletBalance,
  type LedgerTransactionConnection,
  type LedgerTransactionKind,
} from './money.types';

const CURSOR_KIND = 'ledger';

interface TransactionRow {
  id: string;
  kind: LedgerTransactionKind;
  currency: string;
  reference: string | null;
  counterparty_user_id: string | null;
  created_at: Date;
  gross: string;
  fee: string;
  mine: string;
  withdrawal_status: LedgerTransactionStatus | null;
  withdrawal_amount: string | null;
  withdrawal_fee: string | null;
  withdrawal_net: string | null;
}

/** The wallet: balances read from the ledger's account rows, history from the ledger's per-user index. */
export class WalletService {
  constructor(private readonly deps: Deps) {}

  async wallet(ctx: Context): Promise<Wallet> {
    const viewer = requireViewer(ctx);
    const rows = await preparedRows<{ currency: string; kind: string; balance: string }>(
      this.deps.db,
      `SELECT trim(currency) AS currency, kind, balance::text FROM ledger_accounts WHERE user_id = $1
       UNION ALL
       SELECT trim(currency), 'LIFETIME', sum(amount_minor)::text FROM ledger_earnings_daily WHERE user_id = $1
       GROUP BY currency`,
      [viewer.id],
    );
    const byCurrency = new Map<string, Record<string, string>>();
    for (const row of rows) {
      byCurrency.set(row.currency, { ...byCurrency.get(row.currency), [row.kind]: row.balance });
    }
    const balances = [...byCurrency.keys()].sort().map((currency) => {
      const of = (kind: string) => money(byCurrency.get(currency)![kind] ?? '0', currency);
      return Object.assign(new WalletBalance(), {
        currency,
        available: of('AVAILABLE'),
        pending: of('PENDING'),
        withdrawing: of('WITHDRAWING'),
        lifetime: of('LIFETIME'),
      });
    });
    return Object.assign(new Wallet(), { userId: viewer.id, balances });
  }

  /** The user's transactions, newest first (keyset on the transaction id), optionally of one kind. */
  async transactions(
    userId: string,
    first: number | null,
    after: string | null,
    kind: LedgerTransactionKind | null,
    counterparty: (profile: Profile) => void = () => {},
  ): Promise<LedgerTransactionConnection> {
    const size = pageSize(first);
    const params: unknown[] = [userId];
    let filter = '';
    if (kind) {
      params.push(kind);
      filter += ` AND ut.kind = $${params.length}`;
    }
    if (after) {
      const { id } = decodeCursor(CURSOR_KIND, after);
      if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw badInput('after', 'content.invalidCursor');
      params.push(id);
      filter += ` AND ut.transaction_id < $${params.length}::bigint`;
    }
    // The kind is the user's (a collaborator's share of a tip is a SPLIT for them, ledger userKinds).
    // The page of the user's history is picked first (its index, backwards) and only its rows are joined: joined
    // whole, PostgreSQL may merge the user's history with every transaction newer than their last one. A prepared
    // statement (planned once per connection) with the page size in its text (a generic plan would not know it).
    const rows = await preparedRows<TransactionRow & { cp_id: string | null }>(
      this.deps.db,
      `SELECT t.id::text, ut.kind, trim(t.currency) AS currency, t.reference, t.counterparty_user_id, t.created_at,
              x.gross::text, x.fee::text, x.mine::text, w.status AS withdrawal_status,
              w.amount_minor::text AS withdrawal_amount, w.fee_minor::text AS withdrawal_fee,
              w.net_minor::text AS withdrawal_net, ${entityColumns(this.deps.db, Profile, 'cp', 'cp_')}
       FROM (
         SELECT ut.transaction_id, ut.kind FROM ledger_user_transactions ut
         WHERE ut.user_id = $1${filter} ORDER BY ut.transaction_id DESC LIMIT ${size + 1}
       ) ut
       JOIN ledger_transactions t ON t.id = ut.transaction_id
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(e.amount_minor) FILTER (WHERE e.amount_minor > 0), 0) AS gross,
                coalesce(sum(e.amount_minor) FILTER (WHERE a.owner_kind = 'PLATFORM'), 0) AS fee,
                coalesce(sum(e.amount_minor) FILTER (WHERE a.user_id = $1 AND a.kind <> 'WITHDRAWING'), 0) AS mine
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = t.id
       ) x
       LEFT JOIN withdrawals w ON w.hold_transaction_id = t.id AND t.kind = 'WITHDRAWAL'
       LEFT JOIN profiles cp ON cp.id = t.counterparty_user_id
       ORDER BY ut.transaction_id DESC`,
      params,
    );
    for (const row of rows)
      if (row.cp_id) counterparty(entityFrom(this.deps.db, Profile, row as unknown as Record<string, unknown>, 'cp_'));
    return toConnection(rows, size, (row) => encodeCursor(CURSOR_KIND, { id: row.id }), toTransaction);
  }
}

function toTransaction(row: TransactionRow): LedgerTransaction {
  const mine = BigInt(row.mine);
  const withdrawal = row.withdrawal_status !== null;
  const gross = BigInt(withdrawal ? row.withdrawal_amount! : row.gross);
  const fee = BigInt(withdrawal ? row.withdrawal_fee! : row.fee);
  // What reached the caller (their own entries), or what a withdrawal pays out.
  const net = withdrawal ? BigInt(row.withdrawal_net!) : mine !== 0n ? (mine < 0n ? -mine : mine) : gross - fee;
  return Object.assign(new LedgerTransaction(), {
    id: row.id,
    kind: row.kind,
    gross: money(gross, row.currency),
    fee: money(fee, row.currency),
    net: money(net, row.currency),
    direction: mine < 0n || withdrawal ? MoneyDirection.OUT : MoneyDirection.IN,
    status: row.withdrawal_status ?? LedgerTransactionStatus.COMPLETED,
    reference: row.reference,
    createdAt: row.created_at,
    counterpartyId: row.counterparty_user_id,
  });
}
