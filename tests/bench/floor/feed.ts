import type { Pool } from 'pg';
import {
  decodeFeedCursor,
  encodeFeedCursor,
  feedKey,
  type FeedCursor,
} from '../../../server/src/features/feed/feed-cursor';
import { FollowedShares, PAGE_WALK_DEPTHS, WALK_DEPTHS } from '../../../server/src/features/feed/followed-shares';
import { RankedWindows } from '../../../server/src/features/feed/ranked-windows';
import {
  compareRankedByNumber,
  rank,
  scoreMicrosOf,
  weightsFor,
  type Ranked,
  type Relation,
} from '../../../server/src/features/feed-ranking/feed-ranking';
import { summarize } from '../../../server/src/features/feed-ranking/feed-summary';
import { PAGE_SQL, windowSql } from './feed-sql';
import { postJson, prepared } from './sql';

interface WindowRow {
  id: string;
  user_id: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  created_us: string;
  now_us: string;
  likes_last_hour: number;
  following: boolean;
  interactions: number;
  matched?: number;
}

interface PageRow {
  id: string;
  content: string;
  media_url: string | null;
  media_type: string | null;
  created_at: Date;
  username: string | null;
  avatar_url: string | null;
  is_verified: boolean | null;
  trending_tag: string | null;
  hashtags: Array<{ id: string; tag: string }>;
  liked: boolean;
}

export interface FeedVariables {
  mode: 'MY_FLOW' | 'FOR_YOU';
  energy: number;
  first?: number;
  after?: string | null;
}

type Scored = { id: string; us: number; scoreMicros: number };
interface Window {
  rows: WindowRow[];
  scored: Scored[];
  nextTop: WindowRow | null;
}

const WINDOW = 500;
// Kuza's own choices, so that the floor reads what Kuza reads: My Flow's learned walk depth, and the ranked window a
// reader scrolls through kept for their next pages. BENCH_FLOOR_KEEP=0 ranks every page's window again instead.
const shares = new FollowedShares(100_000, 10 * 60_000);
const keep = process.env.BENCH_FLOOR_KEEP !== '0';
const kept = new RankedWindows<Window>(200, 10 * 60_000);

function rankInput(row: WindowRow, viewerId: string) {
  const relation: Relation =
    row.user_id === null ? 'unknown' : row.user_id === viewerId ? 'self' : row.following ? 'following' : 'other';
  return {
    id: row.id,
    createdUs: row.created_us,
    likes: row.likes_count,
    comments: row.comments_count,
    shares: row.shares_count,
    likesLastHour: row.likes_last_hour,
    relation,
    interactions: row.user_id && row.user_id !== viewerId ? row.interactions : 0,
  };
}

/** The candidates: My Flow walks as deep as Kuza would for this reader, and merges when the walk falls short. */
async function candidates(pool: Pool, viewerId: string, mode: FeedVariables['mode'], limit: number, params: unknown[]) {
  const page = limit <= WINDOW;
  const name = (walk: number | null) => `feed-${mode}-${limit}-${walk ?? 'merge'}`;
  if (mode === 'MY_FLOW') {
    const depth = shares.walkDepth(viewerId, limit, page ? PAGE_WALK_DEPTHS : WALK_DEPTHS);
    if (depth !== null) {
      const rows = await prepared<WindowRow>(pool, name(depth), windowSql(mode, limit, page, depth), params);
      shares.record(viewerId, rows[0]?.matched ?? 0, depth);
      if (rows.length >= limit) return rows;
    }
  }
  return prepared<WindowRow>(pool, name(null), windowSql(mode, limit, page, null), params);
}

/** The same page as Kuza's feed (no filters): the candidates in one statement, the page's details in another. */
export async function feed(pool: Pool, viewerId: string, algorithm: string, variables: FeedVariables): Promise<object> {
  const first = variables.first ?? 20;
  // Feed Preferences: chrono ranks at energy 0; the floor has no NEARBY (local) ordering.
  if (algorithm === 'local') throw new Error('The floor does not rank the local algorithm');
  const dial = algorithm === 'chrono' ? 0 : variables.energy;
  const key = feedKey(variables.mode, [], dial, algorithm);
  const cursor = decodeFeedCursor(variables.after, key);
  const weights = weightsFor(dial);
  const empty = { feed: { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, message: null } };
  let rows: WindowRow[];
  let window: Window | undefined;
  let now: string;
  let top: { us: string; id: string };
  let page: Ranked[];
  let hasNextPage: boolean;
  let nextTop: WindowRow | null = null;
  let windowDone = false;
  if (dial === 0) {
    // Energy 0 is newest first (Kuza's newest-feed.ts): the page by keyset after its last post, no window.
    const last = cursor?.last;
    const params = [viewerId, cursor?.now ?? null, last?.us ?? null, last?.id ?? null];
    rows = await candidates(pool, viewerId, variables.mode, first + 1, params);
    if (rows.length === 0) return empty;
    now = rows[0].now_us;
    top = cursor?.top ?? { us: rows[0].created_us, id: rows[0].id };
    page = rows.slice(0, first).map((row) => rank(rankInput(row, viewerId), weights, BigInt(now)));
    hasNextPage = rows.length > first;
  } else {
    const slot = `${viewerId}|${key}`;
    const keyOf = (t: { us: string; id: string }, n: string) => `${t.us}|${t.id}|${n}`;
    window = keep && cursor ? kept.get(slot, keyOf(cursor.top, cursor.now)) : undefined;
    if (!window) {
      const params = [viewerId, cursor?.now ?? null, cursor?.top.us ?? null, cursor?.top.id ?? null];
      const read = await candidates(pool, viewerId, variables.mode, WINDOW + 1, params);
      if (read.length === 0) return empty;
      const nowUs = BigInt(read[0].now_us);
      const scored = read.slice(0, WINDOW).map((row) => ({
        id: row.id,
        us: Number(row.created_us),
        scoreMicros: scoreMicrosOf(rankInput(row, viewerId), weights, nowUs),
      }));
      // Score all, sort on numbers, explain only the page (as Kuza does).
      scored.sort(compareRankedByNumber);
      window = { rows: read, scored, nextTop: read[WINDOW] ?? null };
      const windowTop = cursor?.top ?? { us: read[0].created_us, id: read[0].id };
      if (keep) kept.set(slot, keyOf(windowTop, read[0].now_us), window);
    }
    rows = window.rows;
    now = cursor?.now ?? rows[0].now_us;
    top = cursor?.top ?? { us: rows[0].created_us, id: rows[0].id };
    nextTop = window.nextTop;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const last = cursor?.last;
    const lastKey = last ? { scoreMicros: last.s, us: Number(last.us), id: last.id } : null;
    const remaining = lastKey ? window.scored.filter((r) => compareRankedByNumber(r, lastKey) > 0) : window.scored;
    page = remaining.slice(0, first).map((r) => rank(rankInput(byId.get(r.id)!, viewerId), weights, BigInt(now)));
    windowDone = remaining.length <= first;
    hasNextPage = !windowDone || nextTop !== null;
    if (page.length === 0 && nextTop) {
      const next = { top: { us: nextTop.created_us, id: nextTop.id }, now, feed: key, tags: null, country: null };
      return feed(pool, viewerId, algorithm, { ...variables, after: encodeFeedCursor({ ...next, last: null }) });
    }
  }
  const nowUs = BigInt(now);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const posts = page.map((r) => byId.get(r.id)!);
  const details = await prepared<PageRow>(pool, 'feed-page', PAGE_SQL, [
    posts.map((p) => p.id),
    viewerId,
    posts.map((p) => p.user_id),
  ]);
  const detailOf = new Map(details.map((d) => [d.id, d]));
  const base: Omit<FeedCursor, 'last'> = { top, now, feed: key, tags: null, country: null };
  const cursorAfter = (r: Ranked, isLast: boolean) =>
    encodeFeedCursor(
      isLast && windowDone && nextTop
        ? { ...base, top: { us: nextTop.created_us, id: nextTop.id }, last: null }
        : { ...base, last: { s: r.scoreMicros, us: r.createdUs, id: r.id } },
    );
  const edges = page.flatMap((r, i) => {
    const row = posts[i];
    const d = detailOf.get(row.id);
    if (!d) return []; // deleted since the window was read
    const summary = summarize(
      { ...rankInput(row, viewerId), authorUsername: d.username, trendingTag: d.trending_tag, distanceKm: null },
      r.factors,
      nowUs,
    );
    const node = postJson({ ...row, ...d, hashtags: d.hashtags }, d.liked);
    return [
      {
        cursor: cursorAfter(r, i === page.length - 1),
        node: { ...node, explanation: { score: r.scoreMicros / 1_000_000, summary, factors: r.factors } },
      },
    ];
  });
  return { feed: { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null }, message: null } };
}
