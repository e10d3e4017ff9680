/** SQL condition: the post `alias` is members-only or pay-per-view (the feed's Paid Posts chip). */
export const lockedPostSql = (alias: string) => `EXISTS (SELECT 1 FROM post_access pa WHERE pa.post_id = ${alias}.id)`;

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
