import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import { emptyConnection } from '../../kernel/pagination';
import { rank } from '../feed-ranking';
import type { PostConnection } from '../posts';
import { encodeFeedCursors, type FeedCursor } from './feed-cursor';
import { loadCandidates } from './feed-candidates';
import { explainPage } from './feed-explain';
import type { FeedRequest } from './feed-request';
import { PAGE_WALK_DEPTHS, type FollowedShares } from './followed-shares';
import { postOf, rankInput } from './window-signals';

/**
 * The feed at energy 0 (and the chrono algorithm) without a nearest-first order: strictly newest first, so a page
 * is read by keyset on (created_at, id) like any newest-first list, with the window's visibility rules
 * (feed-window.ts) and signals for the page's posts only. No window of FEED_WINDOW posts is read, scored or kept:
 * the explanation needs only each post's own numbers (recency has weight 1, docs/feed-ranking.md §4).
 */
export async function newestFirstPage(
  ctx: Context,
  deps: Deps,
  shares: FollowedShares,
  q: FeedRequest,
): Promise<PostConnection> {
  const { cursor, size, viewerId } = q;
  const limit = size + 1;
  const { rows, now } = await loadCandidates(deps.db, shares, {
    viewerId,
    followingOnly: q.followingOnly,
    verifiedOnly: q.verifiedOnly,
    paidOnly: q.paidOnly,
    hashtagIds: q.tags,
    nearby: q.nearby,
    top: cursor?.top ?? null,
    after: cursor?.last ? { us: cursor.last.us, id: cursor.last.id } : null,
    nowUs: cursor?.now ?? null,
    limit,
    walk: q.followingOnly ? shares.walkDepth(viewerId, limit, PAGE_WALK_DEPTHS) : null,
  });
  if (rows.length === 0 || now === null) return emptyConnection();
  const nowUs = BigInt(now);
  const count = Math.min(rows.length, size);
  const inputs = Array.from({ length: count }, (_, i) => rankInput(rows, i, viewerId));
  const page = inputs.map((input) => rank(input, q.weights, nowUs));
  const posts = inputs.map((_, i) => postOf(rows, i));
  const found = await explainPage(ctx, deps, {
    posts,
    page,
    inputs,
    viewerId,
    distances: null,
    nowUs,
    selection: q.selection,
    trendingAsked: q.tags !== null,
    withReposts: q.followingOnly,
  });
  // The feed's newest post and moment stay pinned: later posts (and follows) wait for a refresh, as in a window.
  const base: Omit<FeedCursor, 'last'> = {
    top: cursor?.top ?? { us: rows.createdUs(0), id: rows.id(0) },
    now,
    feed: q.feed,
    tags: q.tags,
    country: q.country,
  };
  const cursors = encodeFeedCursors(
    base,
    page.map((r) => ({ s: r.scoreMicros, us: r.createdUs, id: r.id })),
  );
  return {
    edges: cursors.map((c, i) => ({ cursor: c, node: posts[i] })).filter((e) => found.has(e.node.id)),
    // The last post's cursor, shown or not (deleted since): the next page starts after it.
    pageInfo: { hasNextPage: rows.length > size, endCursor: cursors.at(-1) ?? null },
    message: null,
  };
}
