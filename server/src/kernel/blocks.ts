// Blocks hold on every surface (issue 33): the SQL that each list or check adds, written once.

/** SQL true when neither user (two SQL expressions) has blocked the other. */
export function notBlockedSql(a: string, b: string): string {
  return `NOT EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a}))`;
}

/** SQL true when `viewer` has muted `author` (their posts, reposts and notifications disappear for the viewer). */
export function mutedSql(viewer: string, author: string): string {
  return `EXISTS (SELECT 1 FROM mutes WHERE muter_id = ${viewer} AND muted_id = ${author})`;
}
