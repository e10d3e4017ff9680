import type { DataSource } from 'typeorm';
import { preparedRows } from '../../db/prepared';
import type { Keyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp } from '../../kernel/sql';
import { hiddenPeopleSql, viewerSeesSql } from '../../kernel/blocks';
import { WindowRows } from './window-rows';
import { lockedPostSql } from '../paid-posts';
import { repostCandidatesSql } from '../reposts';

export interface WindowQuery {
  viewerId: string;
  followingOnly: boolean;
  verifiedOnly: boolean;
  /** Only members-only and pay-per-view posts (the Paid Posts chip). */
  paidOnly?: boolean;
  /** Only posts with one of these hashtags (TRENDING), or null for any post. */
  hashtagIds: string[] | null;
  /** Only posts by authors in a country (NEARBY): the country and the SQL condition on `p` for a parameter. */
  nearby: { countryCode: string; condition: (param: string) => string } | null;
  /** The window's newest post, inclusive; null for the newest posts now. */
  top: Keyset | null;
  /**
   * A newest-first page (energy 0, newest-feed.ts): only candidates older than this post (the last one shown), and
   * `limit` is the page's size. `top` still pins the feed's newest: a post reposted later (up to `top`) stays at that
   * repost's place, so it is not shown again at its own time.
   */
  after?: Keyset | null;
  /** The moment the scores are for (microseconds; follows made later do not count); null: now, by the database's clock. */
  nowUs: string | null;
  limit: number;
  /**
   * MY_FLOW without filters: walk this many of everyone's newest posts (at or below `top`) for the followed authors'
   * instead of merging each author's range (followed-shares.ts); null merges.
   */
  walk: number | null;
}

export interface FeedWindow {
  /** The candidates, newest first, with what ranking needs (id, author, counts, time and the viewer's signals). */
  rows: WindowRows;
  /** The moment the scores are for, in microseconds (null when the window is empty). */
  now: string | null;
  /** For a walk: how many of the walked posts were by the followed authors (the window is complete if `limit` were). */
  walked: { depth: number; matched: number } | null;
}

// Only what ranking reads: the window is up to 501 rows, of which a page shows 20. Plain columns: each of MY_FLOW's
// 256 branches builds its own projection when the statement starts, and an expression here (created_at in
// microseconds, computed once per window row below instead) made that start 0.4-1 ms slower.
const RANK_COLUMNS = (p: string) =>
  `${p}.id, ${p}.user_id, ${p}.likes_count, ${p}.comments_count, ${p}.shares_count, ${p}.created_at, ${p}.last_liked_at`;

// A viewer's affinity is read from their latest interactions only, so its cost does not grow with their history.
const RECENT_INTERACTIONS = 1000;
// MY_FLOW reads each followed author's newest posts from their own index range. One UNION ALL branch per author lets
// PostgreSQL merge the ranges (Merge Append) and stop after the window's posts, instead of reading up to a window of
// every author's posts and sorting them; authors beyond the branches are read the slower way.
const AUTHOR_BRANCHES = 255;

/**
 * The candidate window (the newest `limit` posts that match the mode and filters, never a scan of all posts) with
 * every ranking signal, in one prepared statement: MY_FLOW walks everyone's newest posts (`walk`) or merges the
 * followed authors' ranges, TRENDING walks post_hashtags per tag, otherwise posts by time.
 */
export async function loadWindow(db: DataSource, q: WindowQuery): Promise<FeedWindow> {
  // The window's size is written into the text (one size in practice), so a generic plan knows it.
  if (!Number.isInteger(q.limit) || q.limit < 1) throw new Error(`Bad window size ${q.limit}`);
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const viewer = `${param(q.viewerId)}::uuid`;
  const now = `${param(q.nowUs)}::bigint`;
  const conditions: string[] = [];
  let topTime = '';
  let topId = '';
  if (q.top) {
    topTime = microsToTimestamp(param(q.top.us));
    topId = `${param(q.top.id)}::uuid`;
  }
  let afterTime = '';
  let afterId = '';
  if (q.after) {
    if (!q.top) throw new Error('A page after a post needs its feed’s top');
    afterTime = microsToTimestamp(param(q.after.us));
    afterId = `${param(q.after.id)}::uuid`;
  }
  if (q.verifiedOnly) conditions.push(`EXISTS (SELECT 1 FROM profiles pr WHERE pr.id = p.user_id AND pr.is_verified)`);
  if (q.paidOnly) conditions.push(lockedPostSql('p'));
  if (q.nearby) conditions.push(q.nearby.condition(param(q.nearby.countryCode)));
  const tags = q.hashtagIds ? `${param(q.hashtagIds)}::uuid[]` : '';
  // Blocks either way and mutes (issue 33): MY_FLOW leaves those authors out of its followed authors (authorsSql);
  // the other feeds check each candidate against the viewer's hidden people, before the window's LIMIT, so the window
  // stays full.
  if (!q.followingOnly) conditions.push(seenSql(viewer, 'p.user_id'));
  const walk = q.followingOnly && conditions.length === 0 && !tags ? q.walk : null;
  if (walk !== null && (!Number.isInteger(walk) || walk < q.limit)) throw new Error(`Bad walk depth ${walk}`);
  // The text depends only on the query's shape: built once per shape (MY_FLOW's is ~75 KB), then reused. Sizes and
  // depths are written into it, so that a generic plan is costed for them (a LIMIT parameter is costed as 10 % of
  // the table, which made PostgreSQL keep planning every execution).
  const shape = [
    q.limit,
    q.followingOnly,
    q.verifiedOnly,
    Boolean(q.top),
    Boolean(q.after),
    Boolean(q.hashtagIds),
    walk,
    conditions.join(' AND '),
  ].join('|');
  let text = texts.get(shape);
  if (!text) {
    const placeholders = { viewer, topTime, topId, afterTime, afterId, tags };
    const candidates = walk === null ? candidatesSql(q, conditions, placeholders) : walkSql(q, walk, placeholders);
    text = windowSql(
      candidates,
      viewer,
      now,
      walk === null ? '' : ', (SELECT count(*) FROM matched)::int AS matched',
      q.followingOnly,
    );
    texts.set(shape, text);
  }
  const [result] = await preparedRows<{ now_us: string; w: string; matched?: number }>(db, text, params);
  const rows = new WindowRows(result.w);
  return {
    rows,
    now: rows.length > 0 ? result.now_us : q.nowUs,
    walked: walk === null ? null : { depth: walk, matched: result.matched ?? 0 },
  };
}

const texts = new Map<string, string>();

interface Placeholders {
  viewer: string;
  topTime: string;
  topId: string;
  afterTime: string;
  afterId: string;
  tags: string;
}

const authorsSql = (viewer: string) => `authors AS (
    SELECT array_prepend(${viewer}, array_agg(f.followee_id)) AS ids FROM follows f
    WHERE f.follower_id = ${viewer} AND f.created_at <= (SELECT at FROM ta) AND ${seenSql(viewer, 'f.followee_id')}
  )`;

/**
 * The viewer sees the author's posts: no block either way, not muted (a post without an author is seen). The hidden
 * people are read once per statement and hashed (kernel/blocks.ts), so a window row costs one hash probe.
 */
const seenSql = (viewer: string, author: string) =>
  `(${author} IS NULL OR ${author} NOT IN (${hiddenPeopleSql(viewer, { muted: true })}))`;

/** MY_FLOW by walking everyone's newest `depth` posts and keeping the followed authors' (hashed, one probe a post). */
function walkSql(q: WindowQuery, depth: number, places: Placeholders): string {
  const { viewer, topTime, topId, afterTime, afterId } = places;
  // The cursor's moment through sub-selects: with its value in view, PostgreSQL costed each execution's own plan
  // below the shared one and planned every execution again (0.7 ms each).
  const top = q.after
    ? `WHERE (p.created_at, p.id) < ((SELECT ${afterTime}), (SELECT ${afterId}))`
    : q.top
      ? `WHERE (p.created_at, p.id) <= ((SELECT ${topTime}), (SELECT ${topId}))`
      : '';
  // A page after its first uses the top in laterRepost (My Flow always reads reposts), so every parameter is used.
  return `${authorsSql(viewer)}, followed AS (SELECT unnest(ids) AS id FROM authors),
    matched AS MATERIALIZED (
      SELECT r.* FROM (SELECT ${RANK_COLUMNS('p')} FROM posts p ${top} ORDER BY p.created_at DESC, p.id DESC LIMIT ${depth}) r
      WHERE r.user_id IN (SELECT id FROM followed)
    ), ${withReposts(`SELECT m.* FROM matched m ${where(laterRepost(q, places, 'm'))} ORDER BY m.created_at DESC, m.id DESC LIMIT ${q.limit}`, reposted(q, [], places), q.limit, laterRepost(q, places))}`;
}

function candidatesSql(q: WindowQuery, conditions: string[], places: Placeholders): string {
  const { viewer, tags } = places;
  // A window reads from its top down (inclusive); a newest-first page from after its last post (exclusive).
  // (A page keeps the top's condition too: every parameter of a prepared statement must be used.)
  const bound = (time: string, id: string) =>
    `(${time}, ${id}) <= (${places.topTime}, ${places.topId})` +
    (q.after ? ` AND (${time}, ${id}) < (${places.afterTime}, ${places.afterId})` : '');
  const bounded = Boolean(q.top || q.after);
  let candidates: string;
  if (q.followingOnly) {
    const filters = [...conditions];
    if (bounded) conditions.push(bound('p.created_at', 'p.id'));
    if (tags) {
      const tagged = `EXISTS (SELECT 1 FROM post_hashtags ph WHERE ph.post_id = p.id AND ph.hashtag_id = ANY(${tags}))`;
      conditions.push(tagged);
      filters.push(tagged);
    }
    const range = (author: string) =>
      `SELECT ${RANK_COLUMNS('p')} FROM posts p WHERE p.user_id = ${author} ${and(conditions)} ORDER BY p.created_at DESC, p.id DESC LIMIT ${q.limit}`;
    const branches = Array.from(
      { length: AUTHOR_BRANCHES },
      (_, i) => `(${range(`(SELECT ids[${i + 1}] FROM authors)`)})`,
    );
    branches.push(`(SELECT o.* FROM unnest((SELECT ids[${AUTHOR_BRANCHES + 1}:] FROM authors)) a(id)
      CROSS JOIN LATERAL (${range('a.id')}) o ORDER BY o.created_at DESC, o.id DESC LIMIT ${q.limit})`);
    // A page's own posts skip those a later repost placed higher (before the LIMIT, so the page stays full).
    const posts = `SELECT u.* FROM (${branches.join(' UNION ALL ')}) u ${where(laterRepost(q, places, 'u'))} ORDER BY u.created_at DESC, u.id DESC LIMIT ${q.limit}`;
    candidates = `${authorsSql(viewer)}, ${withReposts(posts, reposted(q, filters, places), q.limit, laterRepost(q, places))}`;
  } else if (tags) {
    if (bounded) conditions.push(bound('ph.post_created_at', 'ph.post_id'));
    candidates = `c AS (
        SELECT DISTINCT ON (x.created_at, x.id) x.* FROM unnest(${tags}) AS h(id) CROSS JOIN LATERAL (
          SELECT ${RANK_COLUMNS('p')} FROM post_hashtags ph JOIN posts p ON p.id = ph.post_id
          WHERE ph.hashtag_id = h.id ${and(conditions)}
          ORDER BY ph.post_created_at DESC, ph.post_id DESC LIMIT ${q.limit}
        ) x ORDER BY x.created_at DESC, x.id DESC LIMIT ${q.limit})`;
  } else {
    if (bounded) conditions.push(bound('p.created_at', 'p.id'));
    candidates = `c AS (
        SELECT ${RANK_COLUMNS('p')} FROM posts p ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${q.limit})`;
  }
  return candidates;
}

/**
 * Whom the viewer follows at the window's moment, as SQL for `IN`. My Flow's `authors` are those already (with the
 * viewer, who is left out here, and without hidden people, whose posts are not candidates): read once, not twice.
 */
const followeesSql = (viewer: string, followingOnly: boolean) =>
  followingOnly
    ? `SELECT a.id FROM (SELECT unnest(ids) AS id FROM authors) a WHERE a.id <> ${viewer}`
    : `SELECT fo.followee_id FROM follows fo WHERE fo.follower_id = ${viewer} AND fo.created_at <= (SELECT at FROM ta)`;

const windowSql = (candidates: string, viewer: string, now: string, extra: string, followingOnly: boolean) => `
  WITH ta AS (
    SELECT t.us, ${microsToTimestamp('t.us')} AS at
    FROM (SELECT COALESCE(${now}, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint) AS us) t
  ), ${candidates},
  inter AS (
    SELECT p.user_id AS author_id, count(*)::int AS n FROM (
      (SELECT l.post_id FROM post_likes l WHERE l.user_id = ${viewer} AND l.created_at <= (SELECT at FROM ta) ORDER BY l.created_at DESC LIMIT ${RECENT_INTERACTIONS})
      UNION ALL
      (SELECT m.post_id FROM comments m WHERE m.user_id = ${viewer} AND m.created_at <= (SELECT at FROM ta) ORDER BY m.created_at DESC LIMIT ${RECENT_INTERACTIONS})
    ) i JOIN posts p ON p.id = i.post_id
    -- Not narrowed to the window's authors here: with a window estimated small, PostgreSQL then planned to read
    -- every post of those authors to join them; the LEFT JOIN below keeps the window's.
    WHERE p.user_id <> ${viewer}
    GROUP BY p.user_id
  )
  -- One row holding the window as one text (posts separated by ';', fields by ','; none can be null, or string_agg
  -- would drop the post): decoding 500 rows of 9 columns field by field cost more Node CPU than the rest of a feed
  -- page, and building JSON instead cost the database about as much as it saved; reading one string costs neither
  -- (window-rows.ts).
  SELECT (SELECT us::text FROM ta) AS now_us${extra}, COALESCE(string_agg(
      c.id || ',' || COALESCE(c.user_id::text, '') || ',' || c.likes_count || ',' || c.comments_count || ',' || c.shares_count
      || ',' || ${createdMicros('c')} || ',' ||
      -- Counters are exact in every snapshot: a post without likes has none in the last hour either, nor has one whose
      -- last like is older than that hour (last_liked_at moves with each like; an unlike leaves it, so it stays an
      -- upper bound; null: unknown, counted). The probe was a third of this statement's time at 1M posts.
      CASE WHEN c.likes_count = 0 OR c.last_liked_at <= ta.at - interval '1 hour' THEN 0 ELSE (
        SELECT count(*) FROM post_likes l WHERE l.post_id = c.id AND l.created_at > ta.at - interval '1 hour' AND l.created_at <= ta.at
      ) END
      -- Whether the viewer follows the author, against their follows read once and hashed (a probe of the follows
      -- index per window row cost more); COALESCE: a post without an author is followed by no one.
      || ',' || COALESCE(c.user_id IN (${followeesSql(viewer, followingOnly)}), false)::int
      || ',' || COALESCE(i.n, 0),
      ';' ORDER BY c.created_at DESC, c.id DESC), '') AS w
  FROM c CROSS JOIN ta
  LEFT JOIN inter i ON i.author_id = c.user_id`;

/** My Flow's reposts by the followed authors (and the reader), placed at the repost's time (reposts/repost-candidates.ts). */
const reposted = (q: WindowQuery, filters: string[], places: Placeholders) =>
  repostCandidatesSql({
    reposters: REPOSTERS,
    viewer: places.viewer,
    conditions: filters,
    top: q.top ? { time: places.topTime, id: places.topId } : null,
    after: q.after ? { time: places.afterTime, id: places.afterId } : null,
    at: '(SELECT at FROM ta)',
    limit: q.limit,
  });

const REPOSTERS = '(SELECT ids FROM authors)::uuid[]';

/**
 * A newest-first page after its first: a candidate (`d`) that one of the reposters reposted later, up to the feed's
 * top, was placed at that repost on an earlier page. The same reposts as repostCandidatesSql counts.
 */
const laterRepost = (q: WindowQuery, places: Placeholders, d = 'd') =>
  q.after
    ? `NOT EXISTS (SELECT 1 FROM reposts r WHERE r.post_id = ${d}.id AND r.user_id = ANY(${REPOSTERS})
        AND r.created_at > ${d}.created_at AND r.created_at <= (SELECT at FROM ta)
        AND (r.created_at, r.post_id) <= (${places.topTime}, ${places.topId})
        AND ${viewerSeesSql(places.viewer, 'r.user_id', { muted: true })})`
    : '';

/** The window `c`: the posts and the reposted posts, each post once (at its latest time), newest first. */
const withReposts = (posts: string, reposts: string, limit: number, unlessLater = '') => `c AS (
    SELECT d.* FROM (
      SELECT DISTINCT ON (a.id) a.* FROM ((${posts}) UNION ALL (${reposts})) a ORDER BY a.id, a.created_at DESC
    ) d ${where(unlessLater)} ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit})`;

const where = (condition: string) => (condition ? `WHERE ${condition}` : '');

const and = (conditions: string[]) => conditions.map((c) => `AND ${c}`).join(' ');
