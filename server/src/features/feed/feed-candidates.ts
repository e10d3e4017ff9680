import type { DataSource } from 'typeorm';
import { loadWindow, type WindowQuery } from './feed-window';
import type { FollowedShares } from './followed-shares';

/**
 * The candidates of a window or a newest-first page: a My Flow walk that did not find them all is followed by the
 * merge (followed-shares.ts), and what the walk found is remembered for the reader's next walk.
 */
export async function loadCandidates(db: DataSource, shares: FollowedShares, query: WindowQuery) {
  const found = await loadWindow(db, query);
  if (!found.walked) return found;
  shares.record(query.viewerId, found.walked.matched, found.walked.depth);
  // Exact when the walk found all `limit` posts (the reposts among them are read apart from the walk).
  return found.walked.matched >= query.limit ? found : loadWindow(db, { ...query, walk: null });
}
