import type { Hashtag } from './hashtag.entity';

/**
 * The trending lists read lately, per size: every visitor's screens ask for the same top 10 many times a minute.
 * Usage counts change only when a post is created or deleted, and those call `invalidate()` as soon as they have
 * committed, so a list is never older than this process's last post. `ttlMs` bounds how long a change made
 * elsewhere (another process, SQL by hand) can go unseen.
 */
export class TrendingLists {
  private readonly lists = new Map<number, { list: Hashtag[]; expires: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept list of this size, or `load()`'s (kept unless a post was created or deleted while it was read). */
  async read(size: number, load: () => Promise<Hashtag[]>): Promise<Hashtag[]> {
    const kept = this.lists.get(size);
    if (kept && kept.expires > this.now()) return kept.list;
    const generation = this.generation;
    const list = await load();
    if (generation === this.generation) this.lists.set(size, { list, expires: this.now() + this.ttlMs });
    return list;
  }

  invalidate(): void {
    this.generation++;
    this.lists.clear();
  }
}
