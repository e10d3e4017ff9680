import { ExpiringLru } from '../../graphql/expiring-lru';

/**
 * My Flow's window is the newest posts by the creators a reader follows, and feed-window.ts finds them one of two
 * ways. Merging each followed author's own range starts up to 256 index scans, whatever those authors wrote lately.
 * Walking everyone's newest posts and keeping the followed authors' costs only the depth walked, and is cheaper when
 * those authors wrote a large share of what was posted (a reader who follows popular creators). A walk is exact
 * whenever it finds a whole window; when it does not, the merge runs after it.
 *
 * The share is learned per reader from their last walk, so a reader whose creators post little goes straight to the
 * merge. It is forgotten after a while, because follows and posting change.
 */
export const WALK_DEPTHS = [4_000, 8_000, 12_000] as const;
/** The walks for a newest-first page (newest-feed.ts): a page of 20 needs far fewer of everyone's posts than a window. */
export const PAGE_WALK_DEPTHS = [250, 1_000, 4_000] as const;
// Measured at 1M posts for a reader following 178 creators: the window statement took 3.0, 3.7 and 5.1 ms walking
// 4,000, 8,000 and 16,000 posts, and 5.7 ms merging; deeper walks would cost more than the merge.
const MARGIN = 1.3;

export class FollowedShares {
  // reader id → the share of everyone's newest posts their followed authors wrote, at their last walk
  private readonly shares: ExpiringLru<number>;

  constructor(maxReaders: number, ttlMs: number, now: () => number = Date.now) {
    this.shares = new ExpiringLru(maxReaders, ttlMs, now);
  }

  /** How many of everyone's newest posts to walk for `size` posts, or null: merge the authors' ranges. */
  walkDepth(reader: string, size: number, depths: readonly number[] = WALK_DEPTHS): number | null {
    const share = this.shares.get(reader);
    if (share === undefined) return depths[0];
    const needed = share > 0 ? (size / share) * MARGIN : Infinity;
    return depths.find((depth) => depth >= needed) ?? null;
  }

  /** What a walk found: `matched` of the `walked` newest posts were by the reader's followed authors (or their own). */
  record(reader: string, matched: number, walked: number): void {
    this.shares.set(reader, matched / walked);
  }
}
