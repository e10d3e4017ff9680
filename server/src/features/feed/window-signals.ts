import type { PostSignals, RankInput, ScoreInput } from '../feed-ranking';
import { Post } from '../posts';
import type { WindowRows } from './window-rows';

/** What the formula reads of row `i` besides its time, written into `out`. */
function signalsInto<T extends PostSignals>(rows: WindowRows, i: number, viewerId: string, out: T): T {
  const hasAuthor = rows.hasAuthor(i);
  out.likes = rows.likes[i];
  out.comments = rows.comments[i];
  out.shares = rows.shares[i];
  out.likesLastHour = rows.likesLastHour[i];
  out.relation = !hasAuthor
    ? 'unknown'
    : rows.isBy(i, viewerId)
      ? 'self'
      : rows.following[i] === 1
        ? 'following'
        : 'other';
  out.interactions = hasAuthor ? rows.interactions[i] : 0;
  return out;
}

/** What scoring reads of row `i`, written into `out` (one object reused for a whole window). */
export function scoreInputOf(
  rows: WindowRows,
  i: number,
  viewerId: string,
  nowUs: bigint,
  out: ScoreInput,
): ScoreInput {
  const now = Number(nowUs);
  const us = rows.us[i];
  out.ageUs =
    Number.isSafeInteger(now) && Number.isSafeInteger(us) ? now - us : Number(nowUs - BigInt(rows.createdUs(i)));
  return signalsInto(rows, i, viewerId, out);
}

/** Row `i` as rank() reads it: a page's posts get their factors from these. */
export function rankInput(rows: WindowRows, i: number, viewerId: string): RankInput {
  const input: RankInput = {
    id: rows.id(i),
    createdUs: rows.createdUs(i),
    likes: 0,
    comments: 0,
    shares: 0,
    likesLastHour: 0,
    relation: 'unknown',
    interactions: 0,
  };
  return signalsInto(rows, i, viewerId, input);
}

/** A page's post as the window has it: loadPageDetails reads the rest. */
export const postOf = (rows: WindowRows, i: number) =>
  Object.assign(new Post(), {
    id: rows.id(i),
    userId: rows.userId(i),
    likesCount: rows.likes[i],
    commentsCount: rows.comments[i],
    sharesCount: rows.shares[i],
    createdUs: rows.createdUs(i),
  });

export function authorIdsOf(rows: WindowRows, size: number): string[] {
  const ids = new Set<string>();
  for (let i = 0; i < size; i++) {
    const id = rows.userId(i);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

export const authorsOf = (posts: Post[]) => [...new Set(posts.flatMap((p) => (p.userId ? [p.userId] : [])))];
