import type { Pool } from 'pg';
import {
  decodeFeedCursor,
  encodeFeedCursor,
  feedKey,
  type FeedCursor,
} from '../../../server/src/features/feed/feed-cursor';
import {
  compareRankedByNumber,
  rank,
  scoreMicrosOf,
  weightsFor,
  type Ranked,
  type Relation,
} from '../../../server/src/features/feed-ranking/feed-ranking';
import { summarize } from '../../../server/src/features/feed-ranking/feed-summary';
import { PAGE_SQL, WINDOW_SQL } from './feed-sql';
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

const WINDOW = 500;

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

/** The same ranked page as Kuza's feed (no filters): one statement for the window, one for the page's details. */
export async function feed(pool: Pool, viewerId: string, algorithm: string, variables: FeedVariables): Promise<object> {
  const first = variables.first ?? 20;
  // Feed Preferences: chrono ranks at energy 0; the floor has no NEARBY (local) ordering.
  if (algorithm === 'local') throw new Error('The floor does not rank the local algorithm');
  const dial = algorithm === 'chrono' ? 0 : variables.energy;
  const key = feedKey(variables.mode, [], dial, algorithm);
  const cursor = decodeFeedCursor(variables.after, key);
  const params = [viewerId, cursor?.now ?? null, cursor?.top.us ?? null, cursor?.top.id ?? null];
  // My Flow: the walk when it finds a whole window, else the merge (as Kuza does for a reader it knows nothing about).
  let rows =
    variables.mode === 'MY_FLOW'
      ? await prepared<WindowRow>(pool, 'feed-MY_FLOW-walk', WINDOW_SQL.MY_FLOW_WALK, params)
      : [];
  if (rows.length <= WINDOW)
    rows = await prepared<WindowRow>(pool, `feed-${variables.mode}`, WINDOW_SQL[variables.mode], params);
  const empty = { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, message: null };
  if (rows.length === 0) return { feed: empty };
  const now = rows[0].now_us;
  const nowUs = BigInt(now);
  const window = rows.slice(0, WINDOW);
  const nextTop = rows[WINDOW] ?? null;
  const top = cursor?.top ?? { us: window[0].created_us, id: window[0].id };
  const weights = weightsFor(dial);
  const byId = new Map(window.map((row) => [row.id, row]));
  // Score all, sort on numbers, explain only the page (as Kuza does).
  const scored = window.map((row) => ({
    id: row.id,
    us: Number(row.created_us),
    scoreMicros: scoreMicrosOf(rankInput(row, viewerId), weights, nowUs),
  }));
  scored.sort(compareRankedByNumber);
  const last = cursor?.last;
  const lastKey = last ? { scoreMicros: last.s, us: Number(last.us), id: last.id } : null;
  const remaining = lastKey ? scored.filter((r) => compareRankedByNumber(r, lastKey) > 0) : scored;
  const page = remaining.slice(0, first).map((r) => rank(rankInput(byId.get(r.id)!, viewerId), weights, nowUs));
  const windowDone = remaining.length <= first;
  const base: Omit<FeedCursor, 'last'> = { top, now, feed: key, tags: null, country: null };
  if (page.length === 0 && nextTop) {
    const next = encodeFeedCursor({ ...base, top: { us: nextTop.created_us, id: nextTop.id }, last: null });
    return feed(pool, viewerId, algorithm, { ...variables, after: next });
  }
  const posts = page.map((r) => byId.get(r.id)!);
  const details = await prepared<PageRow>(pool, 'feed-page', PAGE_SQL, [
    posts.map((p) => p.id),
    viewerId,
    posts.map((p) => p.user_id),
  ]);
  const detailOf = new Map(details.map((d) => [d.id, d]));
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
  return {
    feed: {
      edges,
      pageInfo: { hasNextPage: !windowDone || nextTop !== null, endCursor: edges.at(-1)?.cursor ?? null },
      message: null,
    },
  };
}
