import type { FactorName } from '../feed-ranking';
import type { PostSelection } from '../posts';
import type { FeedCursor } from './feed-cursor';
import type { FeedMode, FeedFilter } from './feed.types';
import type { WindowQuery } from './feed-window';

export interface FeedArgs {
  mode: FeedMode;
  filters: FeedFilter[] | null | undefined;
  energy: number;
  first?: number | null;
  after?: string | null;
  /** The post fields the query asks for (posts/post-selection.ts): a page reads only those of authors and hashtags. */
  selection?: PostSelection;
}

/** A feed page asked for, with the viewer's preferences, the cursor and the filters worked out (feed.service.ts). */
export interface FeedRequest {
  viewerId: string;
  /** The feed's key (mode, filters, energy, algorithm): a cursor belongs to one. */
  feed: string;
  cursor: FeedCursor | null;
  size: number;
  selection: PostSelection;
  /** The TRENDING tags (pinned by the cursor), or null without the filter. */
  tags: string[] | null;
  /** The NEARBY country (pinned by the cursor), when the feed puts the nearest creators first. */
  country: string | null;
  weights: Record<FactorName, number>;
  followingOnly: boolean;
  verifiedOnly: boolean;
  paidOnly: boolean;
  /** Only authors in the country (the NEARBY filter). */
  nearby: WindowQuery['nearby'];
  /** The NEARBY filter is on: an author no longer placed in the country leaves a kept window's page. */
  nearbyOnly: boolean;
  /** Kilometres from the viewer's city to each author's, when the feed puts the nearest first. */
  distancesFor: ((authorIds: string[]) => Promise<Map<string, number>>) | null;
  /** The authors' places again (a kept window's page), when the feed puts the nearest first. */
  placesFor: ((authorIds: string[]) => Promise<{ distances: Map<string, number>; nearby: Set<string> }>) | null;
}
