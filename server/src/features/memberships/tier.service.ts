import { MEMBERSHIP_LIMITS, firstIssue, membershipTierInputSchema, membershipTierUpdateSchema } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { requireScope } from '../../graphql/api-scopes';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { Clock } from '../../kernel/clock';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { tierColumns, toTier, type TierRow } from './membership.rows';
import type { CreateMembershipTierInput, UpdateMembershipTierInput } from './membership.inputs';
import type { MembershipTier } from './membership.types';

const NO_VIEWER = '00000000-0000-0000-0000-000000000000';

/**
 * A creator's membership tiers: at most five that are not retired, each with a monthly price. Editing the price
 * changes what members pay from their next renewal; retiring closes the tier (members keep it until it lapses).
 */
export class TierService {
  constructor(private readonly deps: Deps) {}

  private now(): Date {
    return this.deps.services.get(Clock).now();
  }

  /** A creator's tiers: every one for the creator (retired last), the ones not retired for anyone else. */
  async tiersOf(ctx: Context, creatorUsername: string): Promise<MembershipTier[]> {
    const viewerId = ctx.viewer?.id ?? NO_VIEWER;
    const rows = await sqlRows<TierRow>(
      this.deps.db,
      `SELECT ${tierColumns('$2', '$3')} FROM membership_tiers t JOIN profiles p ON p.id = t.creator_id
       WHERE lower(p.username) = lower($1) AND (t.retired_at IS NULL OR t.creator_id = $3::uuid)
       ORDER BY t.retired_at NULLS FIRST, t.price_minor, t.created_at`,
      [creatorUsername.trim().replace(/^@/, ''), this.now(), viewerId],
    );
    return rows.map(toTier);
  }

  async create(ctx: Context, input: CreateMembershipTierInput): Promise<MembershipTier> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WRITE');
    const checked = firstIssue(membershipTierInputSchema, input);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { name, description, priceMinor, currency, isOpen } = checked.data;
    const id = await this.deps.db.transaction(async (manager) => {
      // One creator's tier creations queue on their user row, so two at once cannot make a sixth tier.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [viewer.id]);
      const live = await sqlRow<{ count: number }>(
        manager,
        `SELECT count(*)::int AS count FROM membership_tiers WHERE creator_id = $1 AND retired_at IS NULL`,
        [viewer.id],
      );
      if ((live?.count ?? 0) >= MEMBERSHIP_LIMITS.tiersMax) throw badInput('name', 'membership.tooManyTiers');
      const row = await sqlRow<{ id: string }>(
        manager,
        `INSERT INTO membership_tiers (creator_id, name, description, price_minor, currency, is_open)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [viewer.id, name, description, priceMinor.toString(), currency, isOpen],
      );
      return row!.id;
    });
    return this.byId(id, viewer.id);
  }

  async update(ctx: Context, input: UpdateMembershipTierInput): Promise<MembershipTier> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WRITE');
    const checked = firstIssue(membershipTierUpdateSchema, input);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { id, name, description, priceMinor, isOpen } = checked.data;
    await this.ownTier(id, viewer.id, { live: true });
    await this.deps.db.query(
      `UPDATE membership_tiers SET name = $2, description = $3, price_minor = $4, is_open = $5,
         updated_at = clock_timestamp() WHERE id = $1`,
      [id, name, description, priceMinor.toString(), isOpen],
    );
    return this.byId(id, viewer.id);
  }

  async retire(ctx: Context, id: string): Promise<MembershipTier> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'WRITE');
    await this.ownTier(id, viewer.id, { live: false });
    await this.deps.db.query(
      `UPDATE membership_tiers SET retired_at = COALESCE(retired_at, $2), is_open = false,
         updated_at = clock_timestamp() WHERE id = $1`,
      [id, this.now()],
    );
    return this.byId(id, viewer.id);
  }

  /** The caller's own tier, or NOT_FOUND (another creator's tier is not the caller's to see as such). */
  private async ownTier(id: string, viewerId: string, { live }: { live: boolean }): Promise<void> {
    const row = isUuid(id)
      ? await sqlRow<{ creator_id: string; retired: boolean }>(
          this.deps.db,
          `SELECT creator_id, retired_at IS NOT NULL AS retired FROM membership_tiers WHERE id = $1`,
          [id],
        )
      : undefined;
    if (!row || row.creator_id !== viewerId) throw notFound('membership.tierNotFound');
    if (live && row.retired) throw badInput('id', 'membership.tierRetired');
  }

  async byId(id: string, viewerId: string | null): Promise<MembershipTier> {
    const row = await sqlRow<TierRow>(
      this.deps.db,
      `SELECT ${tierColumns('$2', '$3')} FROM membership_tiers t WHERE t.id = $1`,
      [id, this.now(), viewerId ?? NO_VIEWER],
    );
    if (!row) throw notFound('membership.tierNotFound');
    return toTier(row);
  }
}
