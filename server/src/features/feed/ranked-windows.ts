import { ExpiringLru } from '../../graphql/expiring-lru';

/**
 * The ranked windows readers are scrolling through: one per reader and feed (a `slot`), holding the window their
 * latest page was cut from, under the cursor fields that pin it (`key`: window top, moment, tags, country). A next
 * page continues the order its first page was cut from instead of ranking the window again: no post is skipped or
 * repeated because its likes changed between two pages, and a page costs one read of its 20 posts. Loading the feed
 * again from the top replaces the reader's window; the least recently used slots go first when there are too many.
 * A window that was replaced, evicted or has expired is ranked again from the cursor, as before.
 */
export class RankedWindows<T> {
  private readonly slots: ExpiringLru<{ key: string; value: T }>;

  constructor(maxSlots: number, ttlMs: number, now: () => number = Date.now) {
    this.slots = new ExpiringLru(maxSlots, ttlMs, now);
  }

  get(slot: string, key: string): T | undefined {
    const entry = this.slots.get(slot);
    return entry?.key === key ? entry.value : undefined;
  }

  set(slot: string, key: string, value: T): void {
    this.slots.set(slot, { key, value });
  }

  get size(): number {
    return this.slots.size;
  }
}
