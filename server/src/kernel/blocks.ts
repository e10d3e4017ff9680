// Blocks hold on every surface (issue 33): the SQL that each list or check adds, written once, and the per-viewer
// sets that filters outside SQL read (subscriptions, pages shared between readers). docs/safety.md describes them.
import type { DataSource, EntityManager } from 'typeorm';
import { sqlRow, sqlRows } from '../db/sql';
import { ExpiringLru } from '../graphql/expiring-lru';
import type { Deps } from '../graphql/services';

/**
 * SQL true when neither user (two SQL expressions) has blocked the other. Two anti-joins, one per direction, so
 * each probe is one index lookup: `a` blocked `b` in the primary key (blocker_id, blocked_id), `b` blocked `a` in
 * blocks_blocked_idx (blocked_id, blocker_id). With no blocks at all each costs a single index page.
 */
export function notBlockedSql(a: string, b: string): string {
  return `(NOT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${a} AND blocked_id = ${b})
    AND NOT EXISTS (SELECT 1 FROM blocks WHERE blocked_id = ${a} AND blocker_id = ${b}))`;
}

/** SQL true when `viewer` has muted `author` (their posts, reposts and notifications disappear for the viewer). */
export function mutedSql(viewer: string, author: string): string {
  return `EXISTS (SELECT 1 FROM mutes WHERE muter_id = ${viewer} AND muted_id = ${author})`;
}

/**
 * SQL: the people `viewer` does not see, as one uncorrelated subquery: those they blocked (the primary key's range),
 * those who blocked them (blocks_blocked_idx's range) and, with `muted`, those they muted (mutes' primary key).
 */
export function hiddenPeopleSql(viewer: string, { muted = false } = {}): string {
  return `SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}
    UNION ALL SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}${
      muted
        ? `
    UNION ALL SELECT muted_id FROM mutes WHERE muter_id = ${viewer}`
        : ''
    }`;
}

/**
 * SQL true when `viewer` (a uuid expression, null for an anonymous caller) may see content by `author` (null for a
 * deleted account): no block either way and, with `muted`, not muted by the viewer. For lists: the viewer's hidden
 * people are read once and hashed (PostgreSQL's hashed SubPlan for NOT IN), so each row costs a hash probe. Per-row
 * NOT EXISTS probes were planned as a hash of every block and ran 2,000 times slower on a 300k-post window scan.
 * The null tests come first, so an anonymous caller's rows skip it all (the set is never read).
 */
export function viewerSeesSql(viewer: string, author: string, { muted = false } = {}): string {
  return `(${viewer} IS NULL OR ${author} IS NULL OR ${author} NOT IN (${hiddenPeopleSql(viewer, { muted })}))`;
}

type Runner = DataSource | EntityManager;

/** Whether either of two users has blocked the other (false when either is unknown). */
export async function isBlockedBetween(db: Runner, a: string | null | undefined, b: string | null | undefined) {
  if (!a || !b || a === b) return false;
  const row = await sqlRow<{ blocked: boolean }>(db, `SELECT NOT ${notBlockedSql('$1::uuid', '$2::uuid')} AS blocked`, [
    a,
    b,
  ]);
  return row?.blocked === true;
}

/** The people a viewer no longer sees: blocked either way, and muted by them. */
export interface HiddenPeople {
  blocked: ReadonlySet<string>;
  muted: ReadonlySet<string>;
}

const NOBODY: HiddenPeople = { blocked: new Set(), muted: new Set() };

/** Whether content by `authorId` is hidden from a viewer with these sets (muted counts only where `muted`). */
export const hides = (hidden: HiddenPeople, authorId: string | null | undefined, { muted = true } = {}) =>
  !!authorId && (hidden.blocked.has(authorId) || (muted && hidden.muted.has(authorId)));

// Kept a short while per viewer: every postCreated event is checked against each subscriber's sets.
const KEPT_VIEWERS = 10_000;
const KEPT_MS = 15_000;

/**
 * Each viewer's blocked and muted people, per process: read for filters that run outside SQL (a subscription's
 * events, a page read once for many readers). The blocks feature forgets both people's sets when it changes one,
 * so in this process they are exact at once; other instances follow within KEPT_MS.
 */
export class BlockRelations {
  private readonly kept = new ExpiringLru<Promise<HiddenPeople>>(KEPT_VIEWERS, KEPT_MS);

  constructor(private readonly deps: Deps) {}

  hiddenFor(viewerId: string | null | undefined): Promise<HiddenPeople> {
    if (!viewerId) return Promise.resolve(NOBODY);
    let found = this.kept.get(viewerId);
    if (!found) {
      found = this.read(viewerId);
      this.kept.set(viewerId, found);
      found.catch(() => this.kept.delete(viewerId));
    }
    return found;
  }

  /** Drops the kept sets of these people (after a block, unblock, mute or unmute between them). */
  forget(...userIds: string[]): void {
    for (const id of userIds) this.kept.delete(id);
  }

  private async read(viewerId: string): Promise<HiddenPeople> {
    const rows = await sqlRows<{ id: string; muted: boolean }>(
      this.deps.db,
      `SELECT blocked_id AS id, false AS muted FROM blocks WHERE blocker_id = $1
       UNION ALL SELECT blocker_id, false FROM blocks WHERE blocked_id = $1
       UNION ALL SELECT muted_id, true FROM mutes WHERE muter_id = $1`,
      [viewerId],
    );
    const hidden = { blocked: new Set<string>(), muted: new Set<string>() };
    for (const row of rows) (row.muted ? hidden.muted : hidden.blocked).add(row.id);
    return hidden;
  }
}

/** Whether `userId` and the author of post `postId` blocked one another (false when the post does not exist). */
export async function isBlockedWithAuthorOf(db: Runner, userId: string, postId: string): Promise<boolean> {
  const row = await sqlRow<{ blocked: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM posts p WHERE p.id = $2 AND p.user_id IS NOT NULL
       AND NOT ${notBlockedSql('$1::uuid', 'p.user_id')}) AS blocked`,
    [userId, postId],
  );
  return row?.blocked === true;
}
