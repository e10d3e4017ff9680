import { CURRENCIES, isCurrency } from '@kuza/common';
import { sqlRow, sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { requireScope } from '../../graphql/api-scopes';
import { Clock } from '../../kernel/clock';
import { requireViewer } from '../../kernel/viewer';
import { money } from '../monetize';
import {
  IncomeMilestone,
  IncomeMilestoneKind,
  MembershipChurn,
  SupporterInsights,
  TierMembers,
  TopSupporter,
} from './supporter-insights.types';

/** Lifetime earnings milestones, in whole units of the currency (10, 100, … 1,000,000). */
const LIFETIME_STEPS = [10n, 100n, 1_000n, 10_000n, 100_000n, 1_000_000n];
const TOP_MAX = 20;

// The first credit of a kind to the creator (a tip, a split share), with who paid and what reached the creator.
const FIRST_CREDIT = `
  SELECT t.created_at AS at, t.counterparty_user_id AS person_id, trim(t.currency) AS currency, x.mine::text AS amount
  FROM ledger_user_transactions ut JOIN ledger_transactions t ON t.id = ut.transaction_id
  CROSS JOIN LATERAL (SELECT sum(e.amount_minor) AS mine FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = t.id AND a.user_id = $1) x
  WHERE ut.user_id = $1 AND ut.kind = $2 AND x.mine > 0
  ORDER BY ut.transaction_id LIMIT 1`;

/**
 * Audience Insights' supporters and Creator Hub's income milestones: read from the memberships tables (the
 * memberships feature writes them) and from the ledger (what each payment credited the creator). No sample figures:
 * a creator without supporters gets zeros and empty lists.
 */
export class SupporterInsightsService {
  constructor(private readonly deps: Deps) {}

  async insights(ctx: Context, top: number): Promise<SupporterInsights> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'ANALYTICS');
    if (!Number.isInteger(top) || top < 1 || top > TOP_MAX) throw badInput('top', 'analytics.top');
    const now = this.deps.services.get(Clock).now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const db = this.deps.db;
    const [tiers, active, supporters, churn, firstTip, firstSplit, firstMember, lifetime] = await Promise.all([
      sqlRows<{ id: string; name: string; price: string; currency: string; retired: boolean; members: number }>(
        db,
        `SELECT t.id, t.name, t.price_minor::text AS price, t.currency, t.retired_at IS NOT NULL AS retired,
           (SELECT count(*) FROM memberships m WHERE m.tier_id = t.id AND m.access_until > $2)::int AS members
         FROM membership_tiers t WHERE t.creator_id = $1 ORDER BY t.created_at, t.id`,
        [viewer.id, now],
      ),
      sqlRow<{ n: number }>(
        db,
        `SELECT count(DISTINCT member_id)::int AS n FROM memberships WHERE creator_id = $1 AND access_until > $2`,
        [viewer.id, now],
      ),
      sqlRows<{ supporter_id: string; currency: string; amount: string; payments: number }>(
        db,
        `SELECT t.counterparty_user_id AS supporter_id, trim(t.currency) AS currency, sum(x.mine)::text AS amount,
                count(*)::int AS payments
         FROM ledger_user_transactions ut JOIN ledger_transactions t ON t.id = ut.transaction_id
         CROSS JOIN LATERAL (SELECT sum(e.amount_minor) AS mine FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = t.id AND a.user_id = $1) x
         WHERE ut.user_id = $1 AND ut.kind IN ('TIP', 'MEMBERSHIP', 'PURCHASE')
           AND t.counterparty_user_id IS NOT NULL AND x.mine > 0
         GROUP BY 1, 2 ORDER BY sum(x.mine) DESC, 1 LIMIT $2`,
        [viewer.id, top],
      ),
      sqlRow<{ at_start: number; joined: number; ended: number }>(
        db,
        `SELECT count(*) FILTER (WHERE created_at < $2 AND access_until >= $2)::int AS at_start,
                count(*) FILTER (WHERE created_at >= $2 AND created_at <= $3)::int AS joined,
                count(*) FILTER (WHERE status IN ('CANCELLED', 'LAPSED') AND access_until >= $2
                                   AND access_until <= $3)::int AS ended
         FROM memberships WHERE creator_id = $1`,
        [viewer.id, monthStart, now],
      ),
      sqlRow<FirstRow>(db, FIRST_CREDIT, [viewer.id, 'TIP']),
      sqlRow<FirstRow>(db, FIRST_CREDIT, [viewer.id, 'SPLIT']),
      sqlRow<{ at: Date; person_id: string }>(
        db,
        `SELECT created_at AS at, member_id AS person_id FROM memberships WHERE creator_id = $1
         ORDER BY created_at, id LIMIT 1`,
        [viewer.id],
      ),
      sqlRows<{ currency: string; day: string; total: string }>(
        db,
        `SELECT currency, day, (sum(amount) OVER (PARTITION BY currency ORDER BY day))::text AS total
         FROM (SELECT trim(currency) AS currency, day, sum(amount_minor) AS amount FROM ledger_earnings_daily
               WHERE user_id = $1 GROUP BY 1, 2) d ORDER BY currency, day`,
        [viewer.id],
      ),
    ]);

    const atStart = churn?.at_start ?? 0;
    const ended = churn?.ended ?? 0;
    const milestones: IncomeMilestone[] = [
      ...(firstTip ? [credit(IncomeMilestoneKind.FIRST_TIP, firstTip)] : []),
      ...(firstSplit ? [credit(IncomeMilestoneKind.FIRST_SPLIT, firstSplit)] : []),
      ...(firstMember
        ? [milestone(IncomeMilestoneKind.FIRST_MEMBER, firstMember.at, null, firstMember.person_id)]
        : []),
      ...lifetimeMilestones(lifetime),
    ].sort((a, b) => b.at.getTime() - a.at.getTime());

    return Object.assign(new SupporterInsights(), {
      id: viewer.id,
      activeMembers: active?.n ?? 0,
      membersByTier: tiers.map((tier) =>
        Object.assign(new TierMembers(), {
          tierId: tier.id,
          name: tier.name,
          price: money(tier.price, tier.currency),
          retired: tier.retired,
          members: tier.members,
        }),
      ),
      topSupporters: supporters.map((row) =>
        Object.assign(new TopSupporter(), {
          supporterId: row.supporter_id,
          amount: money(row.amount, row.currency),
          payments: row.payments,
        }),
      ),
      churn: Object.assign(new MembershipChurn(), {
        membersAtStart: atStart,
        joined: churn?.joined ?? 0,
        ended,
        ratePercent: atStart > 0 ? Math.round((ended * 1000) / atStart) / 10 : null,
      }),
      milestones,
    });
  }
}

interface FirstRow {
  at: Date;
  person_id: string | null;
  currency: string;
  amount: string;
}

const milestone = (
  kind: IncomeMilestoneKind,
  at: Date,
  amount: IncomeMilestone['amount'],
  personId: string | null,
): IncomeMilestone => Object.assign(new IncomeMilestone(), { kind, at, amount, personId });

const credit = (kind: IncomeMilestoneKind, row: FirstRow) =>
  milestone(kind, row.at, money(row.amount, row.currency), row.person_id);

/** Per currency, the largest lifetime step reached and the day it was first reached. */
function lifetimeMilestones(rows: Array<{ currency: string; day: string; total: string }>): IncomeMilestone[] {
  const reached = new Map<string, { step: bigint; day: string }>();
  for (const row of rows) {
    if (!isCurrency(row.currency)) continue;
    const unit = 10n ** BigInt(CURRENCIES[row.currency].exponent);
    const step = [...LIFETIME_STEPS].reverse().find((candidate) => BigInt(row.total) >= candidate * unit);
    // Rows come by day: a larger step replaces the one before; the same step keeps its first day.
    if (step && step * unit > (reached.get(row.currency)?.step ?? 0n))
      reached.set(row.currency, { step: step * unit, day: row.day });
  }
  return [...reached].map(([currency, { step, day }]) =>
    milestone(IncomeMilestoneKind.LIFETIME_AMOUNT, new Date(day), money(step, currency), null),
  );
}
