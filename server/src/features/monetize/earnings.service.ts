import { earningsGoalSchema, firstIssue } from '@kuza/common';
import { sqlRow, sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { requireViewer } from '../../kernel/viewer';
import {
  Earnings,
  EarningsDay,
  EarningsGoal,
  EarningsSourceTotal,
  money,
  type EarningsPeriodInput,
  type EarningsSource,
  type SetEarningsGoalInput,
} from './money.types';

const DAY_MS = 86_400_000;
/** The longest period asked at once (a year of days, and some). */
const PERIOD_MAX_DAYS = 400;

/** Earnings from the ledger's daily totals (written by each posting that credits a creator), and the creator's goal. */
export class EarningsService {
  constructor(private readonly deps: Deps) {}

  /** Totals by currency, source and day (UTC) for the days from `from` to `to`, both included. */
  async earnings(ctx: Context, period: EarningsPeriodInput): Promise<Earnings> {
    const viewer = requireViewer(ctx);
    const from = utcDay(period.from);
    const to = utcDay(period.to);
    if (
      Number.isNaN(from.getTime()) ||
      Number.isNaN(to.getTime()) ||
      to < from ||
      (to.getTime() - from.getTime()) / DAY_MS >= PERIOD_MAX_DAYS
    ) {
      throw badInput('period', 'wallet.periodInvalid');
    }
    const rows = await sqlRows<{ currency: string; day: string; source: EarningsSource; amount: string }>(
      this.deps.db,
      `SELECT trim(currency) AS currency, to_char(day, 'YYYY-MM-DD') AS day, source, amount_minor::text AS amount
       FROM ledger_earnings_daily WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date
       ORDER BY day, currency, source`,
      [viewer.id, isoDate(from), isoDate(to)],
    );
    const totals = new Map<string, bigint>();
    const sources = new Map<string, bigint>();
    const days = new Map<string, bigint>();
    const add = (map: Map<string, bigint>, key: string, amount: bigint) => map.set(key, (map.get(key) ?? 0n) + amount);
    for (const row of rows) {
      const amount = BigInt(row.amount);
      add(totals, row.currency, amount);
      add(sources, `${row.source}|${row.currency}`, amount);
      add(days, `${row.day}|${row.currency}`, amount);
    }
    return Object.assign(new Earnings(), {
      from,
      to,
      userId: viewer.id,
      total: [...totals].map(([currency, amount]) => money(amount, currency)),
      bySource: [...sources].map(([key, amount]) => {
        const [source, currency] = key.split('|') as [EarningsSource, string];
        return Object.assign(new EarningsSourceTotal(), { source, amount: money(amount, currency) });
      }),
      byDay: [...days].map(([key, amount]) => {
        const [date, currency] = key.split('|') as [string, string];
        return Object.assign(new EarningsDay(), { date, amount: money(amount, currency) });
      }),
    });
  }

  async goal(userId: string): Promise<EarningsGoal | null> {
    const row = await sqlRow<{ amount: string; currency: string; updated_at: Date }>(
      this.deps.db,
      `SELECT amount_minor::text AS amount, trim(currency) AS currency, updated_at FROM earnings_goals WHERE user_id = $1`,
      [userId],
    );
    return row
      ? Object.assign(new EarningsGoal(), { amount: money(row.amount, row.currency), updatedAt: row.updated_at })
      : null;
  }

  async setGoal(ctx: Context, input: SetEarningsGoalInput): Promise<EarningsGoal> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(earningsGoalSchema, input);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    await this.deps.db.query(
      `INSERT INTO earnings_goals (user_id, amount_minor, currency) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET amount_minor = excluded.amount_minor, currency = excluded.currency,
         updated_at = clock_timestamp()`,
      [viewer.id, checked.data.amountMinor.toString(), checked.data.currency],
    );
    return (await this.goal(viewer.id))!;
  }

  async clearGoal(ctx: Context): Promise<boolean> {
    const viewer = requireViewer(ctx);
    await this.deps.db.query('DELETE FROM earnings_goals WHERE user_id = $1', [viewer.id]);
    return true;
  }
}

const utcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
