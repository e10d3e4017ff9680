import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { entityColumns, entityFrom } from '../../db/prepared';
import { sqlRows } from '../../db/sql';
import { BlockRelations } from '../../kernel/blocks';
import { requireViewer } from '../../kernel/viewer';
import { FollowService } from '../follows';
import { NotificationService } from '../notifications';
import { Profile, ProfileService } from '../profiles';

/** The most people a blocked or muted list answers (newest first): far more than anyone keeps. */
export const CONTROL_LIST_MAX = 1000;

type Relation = 'blocks' | 'mutes';
const COLUMNS: Record<Relation, { owner: string; other: string }> = {
  blocks: { owner: 'blocker_id', other: 'blocked_id' },
  mutes: { owner: 'muter_id', other: 'muted_id' },
};

/**
 * Block and mute (issue 33). A block ends the follows between the two both ways in the same transaction (counters
 * exact), and from then on the kernel's checks (kernel/blocks.ts) keep each out of the other's reach on every
 * surface. A mute only hides the muted person's posts, reposts and notifications from the muter, silently.
 */
export class BlockService {
  constructor(private readonly deps: Deps) {}

  /** Blocks a person; blocking again changes nothing. Returns their profile. */
  async block(ctx: Context, username: string): Promise<Profile> {
    const { viewerId, target } = await this.targetOf(ctx, username, 'block.cannotBlockSelf');
    await this.deps.db.transaction(async (tx) => {
      await this.deps.services.get(FollowService).endBetween(tx, viewerId, target.id);
      await tx.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        viewerId,
        target.id,
      ]);
      // What they did to each other before the block is gone for good: an unblock does not bring it back.
      await this.deps.services.get(NotificationService).forgetBetween(tx, viewerId, target.id);
    });
    this.changed(viewerId, target.id);
    // The follows just ended: the counts as they are now.
    return (await this.deps.db.getRepository(Profile).findOneBy({ id: target.id })) ?? target;
  }

  /**
   * Unblocks a person. Whatever notified either of the other while the block lasted (hidden until now) is deleted
   * with it, so it never shows.
   */
  async unblock(ctx: Context, username: string): Promise<Profile> {
    const { viewerId, target } = await this.targetOf(ctx, username, 'block.cannotBlockSelf');
    await this.deps.db.transaction(async (tx) => {
      const [, ended] = (await tx.query(`DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
        viewerId,
        target.id,
      ])) as [unknown, number];
      if (ended) await this.deps.services.get(NotificationService).forgetBetween(tx, viewerId, target.id);
    });
    this.changed(viewerId, target.id);
    return target;
  }

  /** Mutes a person; muting again changes nothing. Returns their profile. */
  async mute(ctx: Context, username: string): Promise<Profile> {
    const { viewerId, target } = await this.targetOf(ctx, username, 'block.cannotMuteSelf');
    await this.deps.db.query(`INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      viewerId,
      target.id,
    ]);
    this.changed(viewerId, target.id);
    return target;
  }

  async unmute(ctx: Context, username: string): Promise<Profile> {
    return this.remove(ctx, username, 'mutes', 'block.cannotMuteSelf');
  }

  /** The people the caller blocked, most recently blocked first. */
  blockedProfiles(ctx: Context): Promise<Profile[]> {
    return this.list(ctx, 'blocks');
  }

  /** The people the caller muted, most recently muted first. */
  mutedProfiles(ctx: Context): Promise<Profile[]> {
    return this.list(ctx, 'mutes');
  }

  private async remove(
    ctx: Context,
    username: string,
    relation: Relation,
    selfMessage: 'block.cannotBlockSelf' | 'block.cannotMuteSelf',
  ): Promise<Profile> {
    const { viewerId, target } = await this.targetOf(ctx, username, selfMessage);
    const { owner, other } = COLUMNS[relation];
    await this.deps.db.query(`DELETE FROM ${relation} WHERE ${owner} = $1 AND ${other} = $2`, [viewerId, target.id]);
    this.changed(viewerId, target.id);
    return target;
  }

  private async list(ctx: Context, relation: Relation): Promise<Profile[]> {
    const viewer = requireViewer(ctx);
    const { owner, other } = COLUMNS[relation];
    const db = this.deps.db;
    const rows = await sqlRows<Record<string, unknown>>(
      db,
      `SELECT ${entityColumns(db, Profile, 'pr')} FROM ${relation} r JOIN profiles pr ON pr.id = r.${other}
       WHERE r.${owner} = $1 ORDER BY r.created_at DESC, pr.id LIMIT ${CONTROL_LIST_MAX}`,
      [viewer.id],
    );
    return rows.map((row) => entityFrom(db, Profile, row));
  }

  /** The caller and the person named (by username, case-insensitively), who must be someone else. */
  private async targetOf(ctx: Context, username: string, selfMessage: Parameters<typeof badInput>[1]) {
    const viewer = requireViewer(ctx);
    const target = await this.deps.services.get(ProfileService).findByUsername(username.trim().replace(/^@/, ''));
    if (!target) throw notFound('content.userNotFound');
    if (target.id === viewer.id) throw badInput('username', selfMessage);
    return { viewerId: viewer.id, target };
  }

  /** Both people's kept sets (subscriptions, shared pages) are read again. */
  private changed(a: string, b: string): void {
    this.deps.services.get(BlockRelations).forget(a, b);
  }
}
