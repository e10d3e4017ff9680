import type { TrendingHashtagPayload } from './hashtag.events';

const byRank = (a: TrendingHashtagPayload, b: TrendingHashtagPayload) =>
  b.usageCount - a.usageCount || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0);

/**
 * The top hashtags as this process last knew them, for deciding what to push to `trendingHashtagsUpdated`
 * subscribers without reading the database after every post.
 *
 * A post's own statement returns the new usageCount of each of its tags. While counts only go up (posts created),
 * the new top list is the top of the known list and those tags: a tag outside the list that the post did not use
 * still ranks below the list's last entry. So the board follows this process's posts exactly, keeping the higher of
 * two counts for a tag (posts answered out of commit order), and reads the database again when that is not enough:
 * - a count went down (a post was deleted), or a post's statement began before such a change (`epoch`);
 * - the list is older than `maxAgeMs`, which bounds how long a change made by another process goes unseen.
 */
export class TrendingBoard {
  private list: TrendingHashtagPayload[] | null = null;
  private readAt = 0;
  private lowerings = 0;

  constructor(
    private readonly size: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Taken before a post's statement runs, and handed back with the counts it returned. */
  get epoch(): number {
    return this.lowerings;
  }

  /** Counts went down: the next list comes from the database. */
  lowered(): void {
    this.lowerings++;
    this.list = null;
  }

  /** The list with these new counts (returned by statements that began at `epoch`), or null when it must be read. */
  apply(counts: readonly TrendingHashtagPayload[], epoch: number): TrendingHashtagPayload[] | null {
    if (!this.list || epoch !== this.lowerings || this.now() - this.readAt >= this.maxAgeMs) return null;
    const merged = new Map(this.list.map((entry) => [entry.tag, entry]));
    for (const count of counts) {
      const known = merged.get(count.tag);
      if (!known || count.usageCount > known.usageCount)
        merged.set(count.tag, { id: count.id, tag: count.tag, usageCount: count.usageCount });
    }
    this.list = [...merged.values()].sort(byRank).slice(0, this.size);
    return this.list;
  }

  /** Keeps a list read from the database, unless a count went down since `epoch` (the read may predate it). */
  install(list: TrendingHashtagPayload[], epoch: number): void {
    if (epoch !== this.lowerings) return;
    this.list = list;
    this.readAt = this.now();
  }
}
