import type { Keyset } from '../../kernel/keyset-cursor';
import { compareIds, compareRanked, compareScoreAndTime, type FactorName, type Ranked } from '../feed-ranking';
import type { WindowRows } from './window-rows';

/**
 * A window scored and sorted, with what its pages need: the candidates as read (window-rows.ts), each one's score and
 * distance by row, the rows in feed order, and the cursor's pins.
 */
export interface RankedWindow {
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

/** A scored post with its author's distance (NEARBY; 0 otherwise) and time as a number: the feed's sort key. */
export type Placed = Pick<Ranked, 'scoreMicros' | 'createdUs' | 'id'> & { km: number; us: number };

export const kmOf = (w: RankedWindow, i: number) => (w.km ? w.km[i] : 0);

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
export function compareToPlaced(w: RankedWindow, i: number, b: Placed): number {
  if (!Number.isSafeInteger(b.us)) return kmOf(w, i) - b.km || compareRanked(placedOf(w, i), b);
  return (
    kmOf(w, i) - b.km ||
    compareScoreAndTime(w.scores[i], w.rows.us[i], b.scoreMicros, b.us) ||
    compareIds(w.rows.id(i), b.id)
  );
}

/** Two rows of a window in the feed's order, as compareToPlaced orders them (their ids are cut out only on a tie). */
export const compareRows = (w: RankedWindow, a: number, b: number) =>
  kmOf(w, a) - kmOf(w, b) ||
  compareScoreAndTime(w.scores[a], w.rows.us[a], w.scores[b], w.rows.us[b]) ||
  compareIds(w.rows.id(a), w.rows.id(b));
