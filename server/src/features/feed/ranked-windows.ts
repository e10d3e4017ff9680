/**
 * The ranked windows readers are scrolling through, by what their cursors pin (viewer, feed, window top, moment),
 * most recently used last. A next page continues the order its first page was cut from instead of ranking the
 * window again: no post is skipped or repeated because its likes changed between two pages, and a page costs one
 * read of its 20 posts. A window that was evicted or has expired is ranked again from the cursor, as before.
 */
export class RankedWindows<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
