import { CONTENT_MESSAGES as C, LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { HashtagService } from '../hashtags/hashtag.service';
import { emptyConnection, pageSize } from '../posts/connection';
import type { Keyset } from '../posts/keyset-cursor';
import { Post } from '../posts/post.entity';
import { ALL_POST_FIELDS, type PostSelection } from '../posts/post-selection';
import { requireViewer } from '../posts/post.service';
import type { PostConnection } from '../posts/post.types';
import { NEARBY_NEEDS_LOCATION, NEARBY_UNKNOWN_KM, NearbyService } from '../location/nearby.service';
import { SettingsService } from '../settings/settings.service';
import { decodeFeedCursor, encodeFeedCursor, feedKey, type FeedCursor } from './feed-cursor';
import { compareRanked, compareRankedByNumber, rank, scoreMicrosOf, weightsFor, type FactorName, type RankInput, type Ranked, type Relation } from './feed-ranking';
import { loadPageDetails } from './feed-page';
import { loadWindow, type FeedSignals, type WindowQuery } from './feed-window';
import { summarize } from './feed-summary';
import { FeedFilter, FeedMode } from './feed.types';
import { FollowedShares } from './followed-shares';
import { RankedWindows } from './ranked-windows';

/** How many of the newest matching posts are ranked together. Fixed, so a page costs the same at any data size. */
export const FEED_WINDOW = 500;
/** Readers' windows kept for their next pages (one per reader and feed, about 200 KB each: at most 40 MB). */
export const RANKED_WINDOWS_KEPT = 200;
/** How long a ranked window serves next pages after it was ranked. */
export const RANKED_WINDOW_TTL_MS = 10 * 60_000;
/** Readers whose My Flow share is remembered (a number each), and for how long (followed-shares.ts). */
const SHARES_KEPT = 100_000;
const SHARE_TTL_MS = 10 * 60_000;

export interface FeedArgs {
  mode: FeedMode;
  filters: FeedFilter[] | null | undefined;
  energy: number;
  first?: number | null;
  after?: string | null;
  /** The post fields the query asks for (posts/post-selection.ts): a page reads only those of authors and hashtags. */
  selection?: PostSelection;
}

/**
 * The ranked feed. Candidates are the newest FEED_WINDOW posts matching the mode and filters; they are scored by
 * the Energy Dial's formula (feed-ranking.ts) and shown highest first. When a window is used up the next one
 * starts where it ended, so scrolling goes on through older posts.
 */
export class FeedService {
  private readonly windows = new RankedWindows<RankedWindow>(RANKED_WINDOWS_KEPT, RANKED_WINDOW_TTL_MS);
  private readonly shares = new FollowedShares(SHARES_KEPT, SHARE_TTL_MS);

  constructor(private readonly deps: Deps) {}

  async feed(ctx: Context, args: FeedArgs): Promise<PostConnection> {
    const viewer = requireViewer(ctx);
    const energy = args.energy ?? LIMITS.energy.default;
    if (!Number.isInteger(energy) || energy < LIMITS.energy.min || energy > LIMITS.energy.max) throw badInput('energy', C.energyRange);
    const size = pageSize(args.first);
    const filters = [...new Set(args.filters ?? [])];
    // Paid posts need monetization, which does not exist yet.
    if (filters.includes(FeedFilter.PAID)) return emptyConnection(C.paidUnavailable);
    // The viewer's Feed Preferences (docs/feed-ranking.md §7): chrono ranks at energy 0; local puts nearest creators first.
    const algorithm = await this.deps.services.get(SettingsService).feedAlgorithmOf(viewer.id);
    const dial = algorithm === 'chrono' ? LIMITS.energy.min : energy;
    const feed = feedKey(args.mode, filters, dial, algorithm);
    const cursor = decodeFeedCursor(args.after, feed);
    const nearbyService = this.deps.services.get(NearbyService);
    const nearbyOnly = filters.includes(FeedFilter.NEARBY);
    const nearestFirst = nearbyOnly || algorithm === 'local';
    // NEARBY: authors in the viewer's country (pinned by the cursor, so moving does not reshuffle a feed being read).
    const scope = nearestFirst ? await nearbyService.scopeFor(viewer.id) : null;
    const country = nearestFirst ? (cursor?.country ?? scope?.countryCode ?? null) : null;
    if (nearbyOnly && !country) return emptyConnection(NEARBY_NEEDS_LOCATION);
    // TRENDING: the top 10 now, unless the cursor pinned them (the explanations read the top 10 with the page).
    const tags = filters.includes(FeedFilter.TRENDING)
      ? (cursor?.tags ?? (await this.deps.services.get(HashtagService).trending(LIMITS.trendingHashtags)).map((h) => h.id))
      : null;
    if (tags && tags.length === 0) return emptyConnection();

    const ranked = await this.rankedWindow({
      viewerId: viewer.id,
      feed,
      cursor,
      tags,
      country,
      weights: weightsFor(dial),
      followingOnly: args.mode === FeedMode.MY_FLOW,
      verifiedOnly: filters.includes(FeedFilter.VERIFIED),
      nearby: nearbyOnly && country ? { countryCode: country, condition: (param) => nearbyService.authorInCountrySql(param) } : null,
      // NEARBY: nearest city first (kilometres between the cities, pinned in the cursor as `d`), then the dial's order.
      distancesFor: scope && scope.countryCode === country ? (authors) => nearbyService.distancesKm(scope, authors) : null,
    });
    if (!ranked) return emptyConnection();
    const { byId, signals, now, top, nextWindowTop, distances, placed, weights } = ranked;
    const nowUs = BigInt(now);
    const last = cursor?.last;
    const lastPlaced = last ? { scoreMicros: last.s, createdUs: last.us, us: Number(last.us), id: last.id, km: last.d ?? 0 } : null;
    // A cursor's time beyond 2^53 µs (the year 2255) is compared exactly, as BigInts.
    const isAfterLast = (r: Placed) =>
      !lastPlaced || (Number.isSafeInteger(lastPlaced.us) ? order(r, lastPlaced) : r.km - lastPlaced.km || compareRanked(r, lastPlaced)) > 0;
    const remaining = placed.filter(isAfterLast);
    // What each post was ranked on: its scores and its explanation both come from these.
    const inputs = remaining.slice(0, size).map((p) => rankInput(byId.get(p.id)!, viewer.id, signals));
    const page = inputs.map((input, i) => ({ ...rank(input, weights, nowUs), km: remaining[i].km }));
    const windowDone = remaining.length <= size;
    const base: Omit<FeedCursor, 'last'> = { top, now, feed, tags, country };
    // Posts deleted since the last page can leave nothing in this window: go on with the next one.
    if (page.length === 0 && nextWindowTop) {
      const next = encodeFeedCursor({ ...base, top: { us: nextWindowTop.createdUs!, id: nextWindowTop.id }, last: null });
      return this.feed(ctx, { ...args, after: next });
    }

    const cursorAfter = (r: Omit<Placed, 'us'>, isLast: boolean) =>
      encodeFeedCursor(
        isLast && windowDone && nextWindowTop
          ? { ...base, top: { us: nextWindowTop.createdUs!, id: nextWindowTop.id }, last: null }
          : { ...base, last: { s: r.scoreMicros, us: r.createdUs, id: r.id, ...(distances ? { d: r.km } : {}) } },
      );
    // Copies: the page's details and explanations are filled in per request, the cached window stays as ranked.
    const posts = page.map((r) => Object.assign(new Post(), byId.get(r.id)!));
    const found = await this.explain(ctx, { posts, page, inputs, viewerId: viewer.id, distances, nowUs, selection: args.selection ?? ALL_POST_FIELDS });
    const edges = page.map((r, i) => ({ cursor: cursorAfter(r, i === page.length - 1), node: posts[i] })).filter((e) => found.has(e.node.id));
    return {
      edges,
      pageInfo: { hasNextPage: !windowDone || nextWindowTop !== null, endCursor: edges.at(-1)?.cursor ?? null },
      message: null,
    };
  }

  /**
   * The window a page is cut from, scored and sorted: the one the reader's cursor points into when it is still
   * cached (ranked-windows.ts), else the newest FEED_WINDOW matching posts with every ranking signal in one
   * statement, at the cursor's moment or now (the database's clock).
   */
  private async rankedWindow(q: WindowRequest): Promise<RankedWindow | null> {
    const slot = `${q.viewerId}|${q.feed}`;
    const keyOf = (top: Keyset, now: string) => [top.us, top.id, now, q.tags?.join(',') ?? '', q.country ?? ''].join('|');
    if (q.cursor) {
      const cached = this.windows.get(slot, keyOf(q.cursor.top, q.cursor.now));
      if (cached) return cached;
    }
    const { posts: candidates, signals, now } = await this.loadCandidates({
      viewerId: q.viewerId,
      followingOnly: q.followingOnly,
      verifiedOnly: q.verifiedOnly,
      hashtagIds: q.tags,
      nearby: q.nearby,
      top: q.cursor?.top ?? null,
      nowUs: q.cursor?.now ?? null,
      limit: FEED_WINDOW + 1,
      walk: q.followingOnly ? this.shares.walkDepth(q.viewerId, FEED_WINDOW + 1) : null,
    });
    if (candidates.length === 0 || now === null) return null;
    const window = candidates.slice(0, FEED_WINDOW);
    const top = q.cursor?.top ?? { us: window[0].createdUs!, id: window[0].id };
    const nowUs = BigInt(now);
    const distances = q.distancesFor ? await q.distancesFor(authorIdsOf(window)) : null;
    const kmOf = (post: Post) => (distances ? (distances.get(post.userId ?? '') ?? NEARBY_UNKNOWN_KM) : 0);
    // The whole window is scored and sorted on plain numbers; only the page gets its factors (rank()).
    const placed: Placed[] = window.map((post) => ({
      id: post.id,
      createdUs: post.createdUs!,
      us: Number(post.createdUs),
      scoreMicros: scoreMicrosOf(rankInput(post, q.viewerId, signals), q.weights, nowUs),
      km: kmOf(post),
    }));
    placed.sort(order);
    const ranked: RankedWindow = {
      byId: new Map(window.map((post) => [post.id, post])),
      signals,
      now,
      top,
      nextWindowTop: candidates[FEED_WINDOW] ?? null,
      distances,
      placed,
      weights: q.weights,
    };
    this.windows.set(slot, keyOf(top, now), ranked);
    return ranked;
  }

  /** The window's candidates: a walk that did not find a whole window is followed by the merge (followed-shares.ts). */
  private async loadCandidates(query: WindowQuery) {
    const found = await loadWindow(this.deps.db, query);
    if (!found.walked) return found;
    this.shares.record(query.viewerId, found.walked.matched, found.walked.depth);
    return found.posts.length === query.limit ? found : loadWindow(this.deps.db, { ...query, walk: null });
  }

  /**
   * Reads the page's posts in full and attaches each one's explanation: its factors, score and a readable summary.
   * Returns the ids of the posts that still exist.
   */
  private async explain(ctx: Context, page: ExplainPage): Promise<Set<string>> {
    const { posts, inputs, viewerId, distances, nowUs, selection } = page;
    // Text, media, authors, hashtags and likes come with the page's details; the Post fields read them from the loaders.
    const { found, usernames, trendingTags } = await loadPageDetails(this.deps.db, posts, viewerId, selection);
    posts.forEach((post, i) => {
      const ranked = page.page[i];
      const summary = summarize(
        {
          ...inputs[i],
          authorUsername: post.userId ? (usernames.get(post.id) ?? null) : null,
          trendingTag: trendingTags.get(post.id) ?? null,
          distanceKm: post.userId && distances ? (distances.get(post.userId) ?? null) : null,
        },
        ranked.factors,
        nowUs,
      );
      post.explanation = { score: ranked.scoreMicros / 1_000_000, summary, factors: ranked.factors };
    });
    return found;
  }
}

interface ExplainPage {
  posts: Post[];
  page: Ranked[];
  inputs: RankInput[];
  viewerId: string;
  /** Kilometres from the viewer's city to each author's (NEARBY only). */
  distances: Map<string, number> | null;
  nowUs: bigint;
  selection: PostSelection;
}

/** A scored post with its author's distance (NEARBY; 0 otherwise) and time as a number: the feed's sort key. */
type Placed = Pick<Ranked, 'scoreMicros' | 'createdUs' | 'id'> & { km: number; us: number };

/** The feed's order: nearest first (NEARBY), then the dial's score. */
const order = (a: Placed, b: Placed) => a.km - b.km || compareRankedByNumber(a, b);

interface WindowRequest {
  viewerId: string;
  feed: string;
  cursor: FeedCursor | null;
  tags: string[] | null;
  country: string | null;
  weights: Record<FactorName, number>;
  followingOnly: boolean;
  verifiedOnly: boolean;
  nearby: WindowQuery['nearby'];
  /** Kilometres from the viewer's city to each author's, when the feed puts the nearest first. */
  distancesFor: ((authorIds: string[]) => Promise<Map<string, number>>) | null;
}

/** A window scored and sorted, with what its pages need: the posts by id, the signals and the cursor's pins. */
interface RankedWindow {
  byId: Map<string, Post>;
  signals: FeedSignals;
  now: string;
  top: Keyset;
  nextWindowTop: Post | null;
  distances: Map<string, number> | null;
  /** Every post of the window in feed order. */
  placed: Placed[];
  weights: Record<FactorName, number>;
}

const authorIdsOf = (posts: Post[]) => [...new Set(posts.map((p) => p.userId).filter((id): id is string => id !== null))];

function rankInput(post: Post, viewerId: string, signals: FeedSignals) {
  const relation: Relation =
    post.userId === null ? 'unknown' : post.userId === viewerId ? 'self' : signals.following.has(post.userId) ? 'following' : 'other';
  return {
    id: post.id,
    createdUs: post.createdUs!,
    likes: post.likesCount,
    comments: post.commentsCount,
    shares: post.sharesCount,
    likesLastHour: signals.likesLastHour.get(post.id) ?? 0,
    relation,
    interactions: post.userId ? (signals.interactions.get(post.userId) ?? 0) : 0,
  };
}
