import type { WriteClock } from '../graphql/write-clock';

/**
 * Identical reads in flight at the same moment share one database round trip: when many visitors open a popular
 * hashtag at once, one statement answers them all (a reader who arrives while it runs gets its rows). Nothing is
 * kept once the statement has answered, so a reader sees the database as of at most one statement ago, and never
 * older than this process's last mutation (see WriteClock).
 */
export class SharedReads<T> {
  private readonly flights = new Map<string, { since: number; result: Promise<T> }>();

  constructor(private readonly clock: WriteClock) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const flight = this.flights.get(key);
    if (flight && flight.since === this.clock.writes) return flight.result;
    const entry = { since: this.clock.writes, result: load() };
    this.flights.set(key, entry);
    const land = () => {
      if (this.flights.get(key) === entry) this.flights.delete(key);
    };
    entry.result.then(land, land);
    return entry.result;
  }

  /** Reads in flight (for tests). */
  get size(): number {
    return this.flights.size;
  }
}
