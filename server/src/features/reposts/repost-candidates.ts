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
