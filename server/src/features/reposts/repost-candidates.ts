import { viewerSeesSql } from '../../kernel/blocks';

export interface RepostCandidates {
  /** SQL for the array of people whose reposts count (My Flow: the followed authors and the reader). */
  reposters: string;
  viewer: string;
  /** The window's filters, as conditions on the reposted post `p`. */
  conditions: string[];
  /** The window's newest (time, post id), inclusive, as SQL; null for the newest now. */
  top: { time: string; id: string } | null;
  /** A newest-first page's bound (the last post shown, exclusive), as SQL; null for a window or a first page. */
  after?: { time: string; id: string } | null;
  /** SQL for the window's moment: later reposts wait for a refresh. */
  at: string;
  limit: number;
}

/**
 * My Flow's reposted candidates (docs/feed-ranking.md §1): the posts the reader's followed people reposted, newest
 * repost first, each placed at its newest repost's time (`created_at`), in the window's rank columns. Blocks and
 * mutes hold: such posts and reposts are left out.
 */
export function repostCandidatesSql(q: RepostCandidates): string {
  const where = [
    `r.user_id = ANY(${q.reposters})`,
    `r.created_at <= ${q.at}`,
    // Neither a blocked (either way) nor a muted author's post, nor a muted person's repost, reaches the reader.
    viewerSeesSql(q.viewer, 'p.user_id', { muted: true }),
    viewerSeesSql(q.viewer, 'r.user_id', { muted: true }),
    ...(q.top ? [`(r.created_at, r.post_id) <= (${q.top.time}, ${q.top.id})`] : []),
    ...(q.after ? [`(r.created_at, r.post_id) < (${q.after.time}, ${q.after.id})`] : []),
    ...q.conditions,
  ];
  return `SELECT DISTINCT ON (x.id) x.* FROM (
      SELECT p.id, p.user_id, p.likes_count, p.comments_count, p.shares_count, r.created_at, p.last_liked_at
      FROM reposts r JOIN posts p ON p.id = r.post_id
      WHERE ${where.join(' AND ')}
      ORDER BY r.created_at DESC, r.post_id DESC LIMIT ${q.limit}
    ) x ORDER BY x.id, x.created_at DESC`;
}

/**
 * For a My Flow page's post `post` (SQL for its id), the columns `reposter_id` and `reposter_username` of its newest
 * repost by the reader or someone they follow, at or before `at` (SQL for the ranking moment); a LATERAL subquery
 * that reads nothing unless `placed` (SQL: the page placed the post after its own time, as only a repost does).
 */
export const latestReposterSql = (q: { post: string; viewer: string; at: string; placed: string }) => `(
    SELECT r.user_id AS reposter_id, pr.username AS reposter_username
    FROM reposts r JOIN profiles pr ON pr.id = r.user_id
    WHERE ${q.placed} AND r.post_id = ${q.post} AND r.created_at <= ${q.at}
      AND (r.user_id = ${q.viewer} OR r.user_id IN (SELECT followee_id FROM follows WHERE follower_id = ${q.viewer}))
    ORDER BY r.created_at DESC LIMIT 1
  )`;
