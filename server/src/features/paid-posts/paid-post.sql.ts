import type { DataSource } from 'typeorm';

/** SQL condition: the post `alias` is members-only or pay-per-view (the feed's Paid Posts chip). */
export const lockedPostSql = (alias: string) => `EXISTS (SELECT 1 FROM post_access pa WHERE pa.post_id = ${alias}.id)`;

/** Of these posts, those the viewer may read as a member of one of their tiers (the feed's explanation says so). */
export async function memberPostsOf(
  db: DataSource,
  viewerId: string,
  postIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows: Array<{ post_id: string }> = await db.query(
    `SELECT pa.post_id FROM post_access pa JOIN posts p ON p.id = pa.post_id
     WHERE pa.post_id = ANY($1::uuid[]) AND p.user_id IS DISTINCT FROM $2
       AND EXISTS (SELECT 1 FROM memberships m WHERE m.member_id = $2 AND m.tier_id = ANY(pa.tier_ids)
                     AND m.access_until > $3::timestamptz)`,
    [postIds, viewerId, now],
  );
  return new Set(rows.map((r) => r.post_id));
}

/**
 * SQL condition: `viewer` (a uuid, null for anonymous) may read all of the post `alias` at `at` (a timestamptz, the
 * app's clock): it is public, or theirs, bought, or for a tier they have access to now. ACCESS_SQL's rule
 * (post-access.loader.ts) as one condition, for lists that filter in SQL (search).
 */
export const readsWholePostSql = (alias: string, viewer: string, at: string) => `NOT EXISTS (
  SELECT 1 FROM post_access pa WHERE pa.post_id = ${alias}.id
    AND NOT COALESCE(${alias}.user_id = ${viewer}, false)
    AND NOT EXISTS (SELECT 1 FROM post_purchases pp WHERE pp.post_id = pa.post_id AND pp.buyer_id = ${viewer})
    AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.member_id = ${viewer} AND m.tier_id = ANY(pa.tier_ids)
                      AND m.access_until > ${at}))`;
