import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import type { Keyset } from '../../kernel/keyset-cursor';
import { emptyConnection } from '../../kernel/pagination';
import { rank, scoreMicrosAt, type ScoreInput } from '../feed-ranking';
import { NEARBY_UNKNOWN_KM } from '../location';
import type { PostConnection } from '../posts';
import { encodeFeedCursor, type FeedCursor } from './feed-cursor';
import { loadCandidates } from './feed-candidates';
import { explainPage } from './feed-explain';
import type { FeedRequest } from './feed-request';
import type { FollowedShares } from './followed-shares';
import { RankedWindows } from './ranked-windows';
import { compareRows, compareToPlaced, kmOf, type Placed, type RankedWindow } from './ranked-window';
import { authorIdsOf, authorsOf, postOf, rankInput, scoreInputOf } from './window-signals';

/** How many of the newest matching posts are ranked together. Fixed, so a page costs the same at any data size. */
export const FEED_WINDOW = 500;
/** Readers' windows kept for their next pages (one per reader and feed, about 90 KB each: at most 18 MB). */
export const RANKED_WINDOWS_KEPT = 200;
/** How long a ranked window serves next pages after it was ranked. */
export const RANKED_WINDOW_TTL_MS = 10 * 60_000;

/**
 * The ranked feed (energy above 0, or nearest first). Candidates are the newest FEED_WINDOW posts matching the mode
 * and filters; they are scored by the Energy Dial's formula (feed-ranking.ts) and shown highest first. When a window
 * is used up the next one starts where it ended, so scrolling goes on through older posts.
 */
export class RankedFeed {
  private readonly windows = new RankedWindows<RankedWindow>(RANKED_WINDOWS_KEPT, RANKED_WINDOW_TTL_MS);

  constructor(
    private readonly deps: Deps,
    private readonly shares: FollowedShares,
  ) {}

  async page(ctx: Context, q: FeedRequest): Promise<PostConnection> {
    const window = await this.rankedWindow(q);
    if (!window) return emptyConnection();
    const { ranked, kept } = window;
    const { rows, now, top, nextWindowTop, weights } = ranked;
    const { cursor, size, viewerId } = q;
    const nowUs = BigInt(now);
    const last = cursor?.last;
    const lastPlaced: Placed | null = last
      ? { scoreMicros: last.s, createdUs: last.us, us: Number(last.us), id: last.id, km: last.d ?? 0 }
      : null;
    const remaining = lastPlaced
      ? ranked.order.filter((i) => compareToPlaced(ranked, i, lastPlaced) > 0)
      : ranked.order;
    const shown = Array.from(remaining.subarray(0, size));
    // What each post was ranked on: its scores and its explanation both come from these.
    const inputs = shown.map((i) => rankInput(rows, i, viewerId));
    const page = inputs.map((input, k) => ({ ...rank(input, weights, nowUs), km: kmOf(ranked, shown[k]) }));
    const windowDone = remaining.length <= size;
    const base: Omit<FeedCursor, 'last'> = { top, now, feed: q.feed, tags: q.tags, country: q.country };
    // Posts deleted since the last page can leave nothing in this window: go on with the next one.
    if (page.length === 0 && nextWindowTop)
      return this.page(ctx, { ...q, cursor: { ...base, top: nextWindowTop, last: null } });

    const cursorAfter = (r: Omit<Placed, 'us'>, isLast: boolean) =>
      encodeFeedCursor(
        isLast && windowDone && nextWindowTop
          ? { ...base, top: nextWindowTop, last: null }
          : {
              ...base,
              last: { s: r.scoreMicros, us: r.createdUs, id: r.id, ...(ranked.distances ? { d: r.km } : {}) },
            },
      );
    // The page's posts: their details and explanations are filled in per request, the kept window stays as ranked.
    const posts = shown.map((i) => postOf(rows, i));
    // A kept window's places were read when it was ranked: its page's authors are placed again, so one who has since
    // turned Show location off (or moved) is given no distance, and leaves a NEARBY feed.
    const places = kept && ranked.distances && q.placesFor ? await q.placesFor(authorsOf(posts)) : null;
    const distances = places?.distances ?? ranked.distances;
    const gone =
      places && q.nearbyOnly
        ? new Set(posts.filter((p) => !p.userId || !places.nearby.has(p.userId)).map((p) => p.id))
        : null;
    const found = await explainPage(ctx, this.deps, {
      posts,
      page,
      inputs,
      viewerId,
      distances,
      nowUs,
      selection: q.selection,
      trendingAsked: q.tags !== null,
      withReposts: q.followingOnly,
    });
    const cursors = page.map((r, i) => cursorAfter(r, i === page.length - 1));
    const edges = cursors
      .map((cursor, i) => ({ cursor, node: posts[i] }))
      .filter((e) => found.has(e.node.id) && !gone?.has(e.node.id));
    return {
      edges,
      // The last placed post's cursor, shown or not (deleted, or no longer nearby): the next page starts after it.
      pageInfo: { hasNextPage: !windowDone || nextWindowTop !== null, endCursor: cursors.at(-1) ?? null },
      message: null,
    };
  }

  /**
   * The window a page is cut from, scored and sorted: the one the reader's cursor points into when it is still
   * cached (ranked-windows.ts), else the newest FEED_WINDOW matching posts with every ranking signal in one
   * statement, at the cursor's moment or now (the database's clock).
   */
  private async rankedWindow(q: FeedRequest): Promise<{ ranked: RankedWindow; kept: boolean } | null> {
    const slot = `${q.viewerId}|${q.feed}`;
    const keyOf = (top: Keyset, now: string) =>
      [top.us, top.id, now, q.tags?.join(',') ?? '', q.country ?? ''].join('|');
    if (q.cursor) {
      const cached = this.windows.get(slot, keyOf(q.cursor.top, q.cursor.now));
      if (cached) return { ranked: cached, kept: true };
    }
    const { rows, now } = await loadCandidates(this.deps.db, this.shares, {
      viewerId: q.viewerId,
      followingOnly: q.followingOnly,
      verifiedOnly: q.verifiedOnly,
      paidOnly: q.paidOnly,
      hashtagIds: q.tags,
      nearby: q.nearby,
      top: q.cursor?.top ?? null,
      nowUs: q.cursor?.now ?? null,
      limit: FEED_WINDOW + 1,
      walk: q.followingOnly ? this.shares.walkDepth(q.viewerId, FEED_WINDOW + 1) : null,
    });
    if (rows.length === 0 || now === null) return null;
    const size = Math.min(rows.length, FEED_WINDOW);
    const top = q.cursor?.top ?? { us: rows.createdUs(0), id: rows.id(0) };
    const distances = q.distancesFor ? await q.distancesFor(authorIdsOf(rows, size)) : null;
    // The whole window is scored and sorted on plain numbers; only the page gets its factors (rank()).
    const scores = new Float64Array(size);
    const km = distances ? new Float64Array(size) : null;
    const input: ScoreInput = {
      ageUs: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      likesLastHour: 0,
      relation: 'other',
      interactions: 0,
    };
    const nowUs = BigInt(now);
    for (let i = 0; i < size; i++) {
      scores[i] = scoreMicrosAt(scoreInputOf(rows, i, q.viewerId, nowUs, input), q.weights);
      if (km) km[i] = distances!.get(rows.userId(i) ?? '') ?? NEARBY_UNKNOWN_KM;
    }
    const ranked: RankedWindow = {
      rows,
      scores,
      km,
      order: new Int32Array(size).map((_, i) => i),
      now,
      top,
      nextWindowTop: rows.length > FEED_WINDOW ? { us: rows.createdUs(FEED_WINDOW), id: rows.id(FEED_WINDOW) } : null,
      distances,
      weights: q.weights,
    };
    ranked.order.sort((a, b) => compareRows(ranked, a, b));
    this.windows.set(slot, keyOf(top, now), ranked);
    return { ranked, kept: false };
  }
}
