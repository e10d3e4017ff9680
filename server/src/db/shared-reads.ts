import type { WriteClock } from '../graphql/write-clock';

export interface SharedReadsOptions {
  /** How long an answer is kept for later callers (0: only while its statement runs). */
  keepMs?: number;
  /** Answers kept at most (the oldest go first). */
  maxKept?: number;
  now?: () => number;
}

/**
 * Identical reads share one database round trip: when many visitors open a popular hashtag, one statement answers
 * them all. An answer is kept for `keepMs` after its statement started, and never past this process's next
 * mutation (see WriteClock): a caller who posted or liked something always reads it, and a change made by another
 * process or by hand shows within `keepMs`. A failed read is not kept.
 */
export class SharedReads<T> {
  private readonly entries = new Map<string, { since: number; expires: number; result: Promise<T> }>();
  private readonly keepMs: number;
  private readonly maxKept: number;
  private readonly now: () => number;

  constructor(
    private readonly clock: WriteClock,
    { keepMs = 0, maxKept = 256, now = Date.now }: SharedReadsOptions = {},
  ) {
    this.keepMs = keepMs;
    this.maxKept = maxKept;
    this.now = now;
  }

  read(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.since === this.clock.writes && (kept.expires === Infinity || kept.expires > this.now()))
      return kept.result;
    // Expires once answered when nothing is kept; until then it is joined while no mutation has finished.
    const entry = { since: this.clock.writes, expires: Infinity, result: load() };
    const startedAt = this.now();
    this.entries.delete(key); // re-inserted last, so the Map's order is oldest first
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKept) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.result.then(() => {
      if (this.keepMs <= 0) forget();
      else entry.expires = startedAt + this.keepMs;
    }, forget);
    return entry.result;
  }

  /** Reads running or kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
