import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { HashtagService } from '../hashtags';
import { emptyConnection, pageSize } from '../../kernel/pagination';
import type { Keyset } from '../../kernel/keyset-cursor';
import { Post, ALL_POST_FIELDS, type PostSelection, type PostConnection } from '../posts';
import { requireViewer } from '../../kernel/viewer';
import { NEARBY_NEEDS_LOCATION, NEARBY_UNKNOWN_KM, NearbyService } from '../location';
import { SettingsService } from '../settings';
import { markReposted, type Reposter, RepostService } from '../reposts';
import { decodeFeedCursor, encodeFeedCursor, feedKey, type FeedCursor } from './feed-cursor';
import {
  compareIds,
  compareRanked,
  compareScoreAndTime,
  rank,
  scoreMicrosAt,
  weightsFor,
  type FactorName,
  type PostSignals,
  type RankInput,
  type Ranked,
  type ScoreInput,
  summaryParts,
  summaryText,
  FeedReasonKind,
  type ReasonPart,
} from '../feed-ranking';
import { memberPostsOf } from '../paid-posts';
import { Clock } from '../../kernel/clock';
import { loadPageDetails } from './feed-page';
import { loadWindow, type WindowQuery } from './feed-window';
import { FeedFilter, FeedMode } from './feed.types';
import { FollowedShares } from './followed-shares';
import { RankedWindows } from './ranked-windows';
import type { WindowRows } from './window-rows';

/** How many of the newest matching posts are ranked together. Fixed, so a page costs the same at any data size. */
export const FEED_WINDOW = 500;
/** Readers' windows kept for their next pages (one per reader and feed, about 90 KB each: at most 18 MB). */
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
    if (!Number.isInteger(energy) || energy < LIMITS.energy.min || energy > LIMITS.energy.max)
      throw badInput('energy', 'content.energyRange');
    const size = pageSize(args.first);
    const filters = [...new Set(args.filters ?? [])];
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
    const placesFor =
      scope && scope.countryCode === country ? (authors: string[]) => nearbyService.placesOf(scope, authors) : null;
    if (nearbyOnly && !country) return emptyConnection(NEARBY_NEEDS_LOCATION);
    // TRENDING: the top 10 now, unless the cursor pinned them (the explanations read the top 10 with the page).
    const tags = filters.includes(FeedFilter.TRENDING)
      ? (cursor?.tags ??
        (await this.deps.services.get(HashtagService).trending(LIMITS.trendingHashtags)).map((h) => h.id))
      : null;
    if (tags && tags.length === 0) return emptyConnection();

    const window = await this.rankedWindow({
      viewerId: viewer.id,
      feed,
      cursor,
      tags,
      country,
      weights: weightsFor(dial),
      followingOnly: args.mode === FeedMode.MY_FLOW,
      verifiedOnly: filters.includes(FeedFilter.VERIFIED),
      paidOnly: filters.includes(FeedFilter.PAID),
      nearby:
        nearbyOnly && country
          ? { countryCode: country, condition: (param) => nearbyService.authorInCountrySql(param) }
          : null,
      // NEARBY: nearest city first (kilometres between the cities, pinned in the cursor as `d`), then the dial's order.
      distancesFor: placesFor ? async (authors) => (await placesFor(authors)).distances : null,
    });
    if (!window) return emptyConnection();
    const { ranked, kept } = window;
    const { rows, now, top, nextWindowTop, weights } = ranked;
    const nowUs = BigInt(now);
    const last = cursor?.last;
    const lastPlaced = last
      ? { scoreMicros: last.s, createdUs: last.us, us: Number(last.us), id: last.id, km: last.d ?? 0 }
      : null;
    const remaining = lastPlaced
      ? ranked.order.filter((i) => compareToPlaced(ranked, i, lastPlaced) > 0)
      : ranked.order;
    const shown = Array.from(remaining.subarray(0, size));
    // What each post was ranked on: its scores and its explanation both come from these.
    const inputs = shown.map((i) => rankInput(rows, i, viewer.id));
    const page = inputs.map((input, k) => ({ ...rank(input, weights, nowUs), km: kmOf(ranked, shown[k]) }));
    const windowDone = remaining.length <= size;
    const base: Omit<FeedCursor, 'last'> = { top, now, feed, tags, country };
    // Posts deleted since the last page can leave nothing in this window: go on with the next one.
    if (page.length === 0 && nextWindowTop) {
      const next = encodeFeedCursor({ ...base, top: nextWindowTop, last: null });
      return this.feed(ctx, { ...args, after: next });
    }

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
    const places = kept && ranked.distances && placesFor ? await placesFor(authorsOf(posts)) : null;
    const distances = places?.distances ?? ranked.distances;
    const gone =
      places && nearbyOnly
        ? new Set(posts.filter((p) => !p.userId || !places.nearby.has(p.userId)).map((p) => p.id))
        : null;
    const selection = args.selection ?? ALL_POST_FIELDS;
    const found = await this.explain(ctx, {
      posts,
      page,
      inputs,
      viewerId: viewer.id,
      distances,
      nowUs,
      selection,
      trendingAsked: tags !== null,
      withReposts: args.mode === FeedMode.MY_FLOW,
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
  private async rankedWindow(q: WindowRequest): Promise<{ ranked: RankedWindow; kept: boolean } | null> {
    const slot = `${q.viewerId}|${q.feed}`;
    const keyOf = (top: Keyset, now: string) =>
      [top.us, top.id, now, q.tags?.join(',') ?? '', q.country ?? ''].join('|');
    if (q.cursor) {
      const cached = this.windows.get(slot, keyOf(q.cursor.top, q.cursor.now));
      if (cached) return { ranked: cached, kept: true };
    }
    const { rows, now } = await this.loadCandidates({
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

  /** The window's candidates: a walk that did not find a whole window is followed by the merge (followed-shares.ts). */
  private async loadCandidates(query: WindowQuery) {
    const found = await loadWindow(this.deps.db, query);
    if (!found.walked) return found;
    this.shares.record(query.viewerId, found.walked.matched, found.walked.depth);
    // Exact when the walk found a whole window of posts (the reposts in it are read apart from the walk).
    return found.walked.matched >= query.limit ? found : loadWindow(this.deps.db, { ...query, walk: null });
  }

  /**
   * Reads the page's posts in full and attaches each one's explanation: its factors, score, a readable summary and
   * that summary's parts. Returns the ids of the posts that still exist.
   */
  private async explain(ctx: Context, page: ExplainPage): Promise<Set<string>> {
    const { posts, inputs, viewerId, distances, nowUs, selection, trendingAsked } = page;
    // Text, media, authors, hashtags and likes come with the page's details; the Post fields read them from the loaders.
    const [{ found, usernames, trendingTags }, memberPosts] = await Promise.all([
      loadPageDetails(this.deps.db, posts, viewerId, selection),
      // Transparency: a members-only post says it is there because the reader is a member.
      memberPostsOf(
        this.deps.db,
        viewerId,
        posts.map((p) => p.id),
        this.deps.services.get(Clock).now(),
      ),
    ]);
    const reposters = page.withReposts ? await this.repostersOf(viewerId, posts, nowUs) : null;
    posts.forEach((post, i) => {
      const ranked = page.page[i];
      // The summary's parts are worked out once: the English summary is rendered from them, and they are answered too.
      const parts = summaryParts(
        {
          ...inputs[i],
          authorUsername: post.userId ? (usernames.get(post.id) ?? null) : null,
          trendingTag: trendingTags.get(post.id) ?? null,
          distanceKm: post.userId && distances ? (distances.get(post.userId) ?? null) : null,
          trendingAsked,
          repostedBy: reposters?.get(post.id)?.username ?? null,
          repostedBySelf: reposters?.get(post.id)?.userId === viewerId,
        },
        ranked.factors,
        nowUs,
      );
      if (memberPosts.has(post.id)) {
        const member: ReasonPart = { kind: FeedReasonKind.MEMBER };
        parts.reasons = [member, ...parts.reasons].slice(0, 2);
      }
      const summary = summaryText(parts);
      post.explanation = {
        score: ranked.scoreMicros / 1_000_000,
        summary,
        factors: ranked.factors,
        author: parts.author,
        reasons: parts.reasons,
        repostedBy: parts.repost?.username ?? null,
      };
    });
    return found;
  }

  /**
   * The page's posts that a repost brought into My Flow (the window placed them at a time after their own: the
   * repost's), with who reposted them; each is marked for Post.repostedBy.
   */
  private async repostersOf(viewerId: string, posts: Post[], nowUs: bigint): Promise<Map<string, Reposter>> {
    const reposted = posts.filter((p) => p.createdAt && BigInt(p.createdUs!) / 1000n > BigInt(p.createdAt.getTime()));
    const reposters = await this.deps.services.get(RepostService).reposters(
      viewerId,
      reposted.map((p) => p.id),
      nowUs.toString(),
    );
    for (const post of reposted) {
      const reposter = reposters.get(post.id);
      if (reposter) markReposted(post, reposter);
    }
    return reposters;
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
  /** The TRENDING filter is on: each explanation leads with the post's trending tag. */
  trendingAsked: boolean;
  /** My Flow: a post a repost brought names who reposted it. */
  withReposts: boolean;
}

/** A scored post with its author's distance (NEARBY; 0 otherwise) and time as a number: the feed's sort key. */
type Placed = Pick<Ranked, 'scoreMicros' | 'createdUs' | 'id'> & { km: number; us: number };

interface WindowRequest {
  viewerId: string;
  feed: string;
  cursor: FeedCursor | null;
  tags: string[] | null;
  country: string | null;
  weights: Record<FactorName, number>;
  followingOnly: boolean;
  verifiedOnly: boolean;
  paidOnly: boolean;
  nearby: WindowQuery['nearby'];
  /** Kilometres from the viewer's city to each author's, when the feed puts the nearest first. */
  distancesFor: ((authorIds: string[]) => Promise<Map<string, number>>) | null;
}

/**
 * A window scored and sorted, with what its pages need: the candidates as read (window-rows.ts), each one's score and
 * distance by row, the rows in feed order, and the cursor's pins.
 */
interface RankedWindow {
  rows: WindowRows;
  scores: Float64Array;
  /** Kilometres to each row's author (NEARBY), or null: 0 for every row. */
  km: Float64Array | null;
  /** The window's rows (its first FEED_WINDOW) in feed order. */
  order: Int32Array;
  now: string;
  top: Keyset;
  /** The next window's newest post (the candidate after the window), if there is one. */
  nextWindowTop: Keyset | null;
  distances: Map<string, number> | null;
  weights: Record<FactorName, number>;
}

const kmOf = (w: RankedWindow, i: number) => (w.km ? w.km[i] : 0);

const placedOf = (w: RankedWindow, i: number): Placed => ({
  id: w.rows.id(i),
  createdUs: w.rows.createdUs(i),
  us: w.rows.us[i],
  scoreMicros: w.scores[i],
  km: kmOf(w, i),
});

/**
 * Row `i` of a window against a placed post in the feed's order (> 0: after it): nearest first (NEARBY), then the
 * dial's score. A time beyond 2^53 µs (the year 2255) is compared exactly, as BigInts.
 */
function compareToPlaced(w: RankedWindow, i: number, b: Placed): number {
  if (!Number.isSafeInteger(b.us)) return kmOf(w, i) - b.km || compareRanked(placedOf(w, i), b);
  return (
    kmOf(w, i) - b.km ||
    compareScoreAndTime(w.scores[i], w.rows.us[i], b.scoreMicros, b.us) ||
    compareIds(w.rows.id(i), b.id)
  );
}

/** Two rows of a window in the feed's order, as compareToPlaced orders them (their ids are cut out only on a tie). */
const compareRows = (w: RankedWindow, a: number, b: number) =>
  kmOf(w, a) - kmOf(w, b) ||
  compareScoreAndTime(w.scores[a], w.rows.us[a], w.scores[b], w.rows.us[b]) ||
  compareIds(w.rows.id(a), w.rows.id(b));

function authorIdsOf(rows: WindowRows, size: number): string[] {
  const ids = new Set<string>();
  for (let i = 0; i < size; i++) {
    const id = rows.userId(i);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

const authorsOf = (posts: Post[]) => [...new Set(posts.flatMap((p) => (p.userId ? [p.userId] : [])))];

/** What the formula reads of row `i` besides its time, written into `out`. */
function signalsInto<T extends PostSignals>(rows: WindowRows, i: number, viewerId: string, out: T): T {
  const hasAuthor = rows.hasAuthor(i);
  out.likes = rows.likes[i];
  out.comments = rows.comments[i];
  out.shares = rows.shares[i];
  out.likesLastHour = rows.likesLastHour[i];
  out.relation = !hasAuthor
    ? 'unknown'
    : rows.isBy(i, viewerId)
      ? 'self'
      : rows.following[i] === 1
        ? 'following'
        : 'other';
  out.interactions = hasAuthor ? rows.interactions[i] : 0;
  return out;
}

/** What scoring reads of row `i`, written into `out` (one object reused for a whole window). */
function scoreInputOf(rows: WindowRows, i: number, viewerId: string, nowUs: bigint, out: ScoreInput): ScoreInput {
  const now = Number(nowUs);
  const us = rows.us[i];
  out.ageUs =
    Number.isSafeInteger(now) && Number.isSafeInteger(us) ? now - us : Number(nowUs - BigInt(rows.createdUs(i)));
  return signalsInto(rows, i, viewerId, out);
}

function rankInput(rows: WindowRows, i: number, viewerId: string): RankInput {
  const input: RankInput = {
    id: rows.id(i),
    createdUs: rows.createdUs(i),
    likes: 0,
    comments: 0,
    shares: 0,
    likesLastHour: 0,
    relation: 'unknown',
    interactions: 0,
  };
  return signalsInto(rows, i, viewerId, input);
}

/** A page's post as the window has it: loadPageDetails reads the rest. */
const postOf = (rows: WindowRows, i: number) =>
  Object.assign(new Post(), {
    id: rows.id(i),
    userId: rows.userId(i),
    likesCount: rows.likes[i],
    commentsCount: rows.comments[i],
    sharesCount: rows.shares[i],
    createdUs: rows.createdUs(i),
  });
