import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { HashtagService } from '../hashtags';
import { emptyConnection, pageSize } from '../../kernel/pagination';
import { ALL_POST_FIELDS, type PostConnection } from '../posts';
import { requireViewer } from '../../kernel/viewer';
import { NEARBY_NEEDS_LOCATION, NearbyService } from '../location';
import { SettingsService } from '../settings';
import { decodeFeedCursor, feedKey } from './feed-cursor';
import { weightsFor } from '../feed-ranking';
import type { FeedArgs, FeedRequest } from './feed-request';
import { FeedFilter, FeedMode } from './feed.types';
import { FollowedShares } from './followed-shares';
import { newestFirstPage } from './newest-feed';
import { RankedFeed } from './ranked-feed';

export type { FeedArgs } from './feed-request';
export { FEED_WINDOW, RANKED_WINDOWS_KEPT, RANKED_WINDOW_TTL_MS } from './ranked-feed';

/** Readers whose My Flow share is remembered (a number each), and for how long (followed-shares.ts). */
const SHARES_KEPT = 100_000;
const SHARE_TTL_MS = 10 * 60_000;

/**
 * The feed: the viewer's preferences, the cursor and the filters are worked out here; a page is then read newest
 * first by keyset (energy 0, newest-feed.ts) or cut from a ranked window (ranked-feed.ts).
 */
export class FeedService {
  private readonly shares = new FollowedShares(SHARES_KEPT, SHARE_TTL_MS);
  private readonly ranked: RankedFeed;

  constructor(private readonly deps: Deps) {
    this.ranked = new RankedFeed(deps, this.shares);
  }

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

    const request: FeedRequest = {
      viewerId: viewer.id,
      feed,
      cursor,
      size,
      selection: args.selection ?? ALL_POST_FIELDS,
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
      nearbyOnly,
      // NEARBY: nearest city first (kilometres between the cities, pinned in the cursor as `d`), then the dial's order.
      distancesFor: placesFor ? async (authors) => (await placesFor(authors)).distances : null,
      placesFor,
    };
    // Energy 0 is strictly newest first (§4): it costs what a newest-first list costs. Nearest first is ranked.
    if (dial === LIMITS.energy.min && !nearestFirst) return newestFirstPage(ctx, this.deps, this.shares, request);
    return this.ranked.page(ctx, request);
  }
}
