import { CREATED_US, FROM_MICROS } from './sql';

// The floor's feed in two statements. Window: the newest 501 posts of the mode, with every ranking signal.
// MY_FLOW first walks everyone's newest posts (as deep as Kuza would for this reader, followed-shares.ts) for the followed authors' (exact when it finds 501); else it merges
// per-author index ranges (Merge Append over one branch per followed author, each reading only the rows it
// contributes) instead of reading up to 501 posts of every author and sorting them.
export const DIRECT_AUTHORS = 255;

const NOW = `WITH ta AS (
    SELECT t.us, ${FROM_MICROS('t.us')} AS at
    FROM (SELECT COALESCE($2::bigint, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint) AS us) t
  )`;
// A window reads from its top down (inclusive); a newest-first page (energy 0) after its last post (exclusive).
type Bound = '<=' | '<';
const BEFORE_TOP = (p: string, op: Bound = '<=') =>
  `(${p}.created_at, ${p}.id) ${op} (COALESCE(${FROM_MICROS('$3')}, 'infinity'::timestamptz), COALESCE($4::uuid, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))`;
// Only what ranking reads; the page's 20 posts are read in full afterwards.
const WINDOW_COLUMNS = (p: string) =>
  `${p}.id, ${p}.user_id, ${p}.likes_count, ${p}.comments_count, ${p}.shares_count, ${p}.created_at, ${p}.last_liked_at`;

function myFlowWindow(limit: number, op: Bound): string {
  const branch = (k: number) =>
    `(SELECT ${WINDOW_COLUMNS('p')} FROM posts p WHERE p.user_id = (SELECT ids[${k}] FROM authors) AND ${BEFORE_TOP('p', op)}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit})`;
  const branches = Array.from({ length: DIRECT_AUTHORS }, (_, i) => branch(i + 1));
  // Authors beyond the direct branches (rare): per-author ranges, sorted.
  branches.push(`(SELECT c.* FROM unnest((SELECT ids[${DIRECT_AUTHORS + 1}:] FROM authors)) u(id) CROSS JOIN LATERAL (
      SELECT ${WINDOW_COLUMNS('p')} FROM posts p WHERE p.user_id = u.id AND ${BEFORE_TOP('p', op)}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}) c ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit})`);
  return `${AUTHORS}, win AS (
      SELECT * FROM (${branches.join(' UNION ALL ')}) u ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit}
    )`;
}

const AUTHORS = `, authors AS (
    SELECT array_prepend($1::uuid, array_agg(f.followee_id)) AS ids FROM follows f, ta
    WHERE f.follower_id = $1 AND f.created_at <= ta.at
  )`;

// The cursor's moment through sub-selects, so that PostgreSQL keeps one plan for every execution.
const myFlowWalk = (
  limit: number,
  op: Bound,
  depth: number,
) => `${AUTHORS}, followed AS (SELECT unnest(ids) AS id FROM authors), matched AS MATERIALIZED (
    SELECT r.* FROM (
      SELECT ${WINDOW_COLUMNS('p')} FROM posts p
      WHERE (p.created_at, p.id) ${op} ((SELECT COALESCE(${FROM_MICROS('$3')}, 'infinity'::timestamptz)), (SELECT COALESCE($4::uuid, 'ffffffff-ffff-ffff-ffff-ffffffffffff')))
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${depth}
    ) r WHERE r.user_id IN (SELECT id FROM followed)
  ), win AS (SELECT m.* FROM matched m ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit})`;

const forYouWindow = (limit: number, op: Bound) => `, win AS (
    SELECT ${WINDOW_COLUMNS('p')} FROM posts p WHERE ${BEFORE_TOP('p', op)} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}
  )`;

const signals = (extra: string) => `, inter AS (
    SELECT p.user_id AS author_id, count(*)::int AS n FROM (
      (SELECT l.post_id FROM post_likes l, ta WHERE l.user_id = $1 AND l.created_at <= ta.at ORDER BY l.created_at DESC LIMIT 1000)
      UNION ALL
      (SELECT c.post_id FROM comments c, ta WHERE c.user_id = $1 AND c.created_at <= ta.at ORDER BY c.created_at DESC LIMIT 1000)
    ) i JOIN posts p ON p.id = i.post_id
    WHERE p.user_id <> $1
    GROUP BY p.user_id
  )
  SELECT w.id, w.user_id, w.likes_count, w.comments_count, w.shares_count, ${CREATED_US('w')} AS created_us, ta.us::text AS now_us,
    CASE WHEN w.likes_count = 0 OR w.last_liked_at <= ta.at - interval '1 hour' THEN 0 ELSE (
      SELECT count(*) FROM post_likes l WHERE l.post_id = w.id AND l.created_at > ta.at - interval '1 hour' AND l.created_at <= ta.at
    )::int END AS likes_last_hour,
    COALESCE(w.user_id IN (SELECT fo.followee_id FROM follows fo WHERE fo.follower_id = $1 AND fo.created_at <= (SELECT at FROM ta)), false) AS following,
    COALESCE(i.n, 0) AS interactions${extra}
  FROM win w CROSS JOIN ta
  LEFT JOIN inter i ON i.author_id = w.user_id
  ORDER BY w.created_at DESC, w.id DESC`;

/**
 * The candidates with their signals, as Kuza reads them (feed-window.ts): `limit` 501 from a window's top down, or a
 * newest-first page (energy 0: the page's size + 1 after its last post, $3/$4). `walk`: My Flow's walk depth.
 */
export function windowSql(mode: 'MY_FLOW' | 'FOR_YOU', limit: number, page: boolean, walk: number | null): string {
  const op: Bound = page ? '<' : '<=';
  if (mode === 'FOR_YOU') return NOW + forYouWindow(limit, op) + signals('');
  if (walk === null) return NOW + myFlowWindow(limit, op) + signals('');
  // How many of the walked posts were the followed authors': Kuza learns the reader's share from it.
  return NOW + myFlowWalk(limit, op, walk) + signals(', (SELECT count(*) FROM matched)::int AS matched');
}

/** The page's posts in full, with authors, hashtags, the viewer's likes and each one's first top-10 tag, in order. */
export const PAGE_SQL = `
  WITH top AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM hashtags WHERE usage_count > 0 AND NOT offensive ORDER BY usage_count DESC, tag LIMIT 10) t)
  SELECT u.id, p.content, p.media_url, p.media_type, p.created_at, pr.username, pr.avatar_url, pr.is_verified,
    (SELECT h.tag FROM post_hashtags x JOIN hashtags h ON h.id = x.hashtag_id WHERE x.post_id = u.id AND h.id = ANY(top.ids) ORDER BY h.tag LIMIT 1) AS trending_tag,
    (SELECT COALESCE(json_agg(json_build_object('id', h.id, 'tag', h.tag) ORDER BY h.tag), '[]')
       FROM post_hashtags x JOIN hashtags h ON h.id = x.hashtag_id WHERE x.post_id = u.id) AS hashtags,
    EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = u.id AND l.user_id = $2) AS liked
  FROM unnest($1::uuid[], $3::uuid[]) AS u(id, user_id) CROSS JOIN top
  JOIN posts p ON p.id = u.id
  LEFT JOIN profiles pr ON pr.id = u.user_id`;
