import type { EntityManager, DataSource } from 'typeorm';
import type { Keyset } from '../posts/keyset-cursor';
import { microsToTimestamp, postColumns, toPost, type PostRow } from '../posts/post.rows';
import type { Post } from '../posts/post.entity';
import { sqlRows } from '../../db/sql';

export interface CandidateQuery {
  viewerId: string;
  followingOnly: boolean;
  verifiedOnly: boolean;
  /** Only posts with one of these hashtags (TRENDING), or null for any post. */
  hashtagIds: string[] | null;
  /** Only posts by authors in a country (NEARBY): the country and the SQL condition on `p` for a parameter. */
  nearby: { countryCode: string; condition: (param: string) => string } | null;
  /** The window's newest post, inclusive; null for the newest posts now. */
  top: Keyset | null;
  /** Follows made after this moment (microseconds) do not change a feed being read. */
  nowUs: string;
  limit: number;
}

/**
 * The candidate window: the newest `limit` posts that match the mode and filters, never a scan of all posts. Each
 * shape walks an index newest first: MY_FLOW per followed author (posts by user and time), TRENDING per hashtag
 * (post_hashtags by hashtag and time), otherwise posts by time.
 */
export async function loadCandidates(db: DataSource | EntityManager, q: CandidateQuery): Promise<Post[]> {
  const params: unknown[] = [q.limit];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  let topTime = '';
  let topId = '';
  if (q.top) {
    topTime = microsToTimestamp(param(q.top.us));
    topId = `${param(q.top.id)}::uuid`;
  }
  if (q.verifiedOnly) conditions.push(`EXISTS (SELECT 1 FROM profiles pr WHERE pr.id = p.user_id AND pr.is_verified)`);
  if (q.nearby) conditions.push(q.nearby.condition(param(q.nearby.countryCode)));
  const tags = q.hashtagIds ? `${param(q.hashtagIds)}::uuid[]` : '';
  const order = `ORDER BY c.created_at DESC, c.id DESC LIMIT $1`;

  let sql: string;
  if (q.followingOnly) {
    if (q.top) conditions.push(`(p.created_at, p.id) <= (${topTime}, ${topId})`);
    if (tags) conditions.push(`EXISTS (SELECT 1 FROM post_hashtags ph WHERE ph.post_id = p.id AND ph.hashtag_id = ANY(${tags}))`);
    const viewer = `${param(q.viewerId)}::uuid`;
    const now = microsToTimestamp(param(q.nowUs));
    sql = `SELECT c.* FROM (
             SELECT followee_id AS id FROM follows WHERE follower_id = ${viewer} AND created_at <= ${now}
             UNION SELECT ${viewer}
           ) a CROSS JOIN LATERAL (
             SELECT ${postColumns('p')} FROM posts p WHERE p.user_id = a.id ${and(conditions)}
             ORDER BY p.created_at DESC, p.id DESC LIMIT $1
           ) c ${order}`;
  } else if (tags) {
    if (q.top) conditions.push(`(ph.post_created_at, ph.post_id) <= (${topTime}, ${topId})`);
    sql = `SELECT DISTINCT ON (c.created_at, c.id) c.* FROM unnest(${tags}) AS h(id) CROSS JOIN LATERAL (
             SELECT ${postColumns('p')} FROM post_hashtags ph JOIN posts p ON p.id = ph.post_id
             WHERE ph.hashtag_id = h.id ${and(conditions)}
             ORDER BY ph.post_created_at DESC, ph.post_id DESC LIMIT $1
           ) c ${order}`;
  } else {
    if (q.top) conditions.push(`(p.created_at, p.id) <= (${topTime}, ${topId})`);
    sql = `SELECT c.* FROM (
             SELECT ${postColumns('p')} FROM posts p ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
             ORDER BY p.created_at DESC, p.id DESC LIMIT $1
           ) c ${order}`;
  }
  const rows = await sqlRows<PostRow>(db, sql, params);
  return rows.map(toPost);
}

const and = (conditions: string[]) => conditions.map((c) => `AND ${c}`).join(' ');
