import { badInput } from '../graphql/errors';

// A page of profiles ends at a moment and an id: when the profile was created (the user list) or followed (the
// follower lists).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProfileCursor {
  createdAt: string;
  id: string;
}

// The cursor carries PostgreSQL's own text of created_at, so microseconds survive the round trip.
export const encodeCursor = (cursor: ProfileCursor) =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

export function decodeCursor(after: string): ProfileCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      UUID.test(id) &&
      !Number.isNaN(Date.parse(createdAt))
    ) {
      return { createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw badInput('after', 'content.badCursor');
}
