import type { DataSource } from 'typeorm';
import { microsToTimestamp } from '../posts/post.rows';

/** What the ranking knows about the candidates and the viewer, each read in one bounded, indexed query. */
export interface FeedSignals {
  likesLastHour: Map<string, number>;
  following: Set<string>;
  /** The viewer's likes and comments per author (among their latest 1000 of each). */
  interactions: Map<string, number>;
}

// A viewer's affinity is read from their latest interactions only, so its cost does not grow with their history.
const RECENT_INTERACTIONS = 1000;

export async function loadSignals(db: DataSource, viewerId: string, postIds: string[], authorIds: string[], nowUs: string): Promise<FeedSignals> {
  const now = microsToTimestamp('$2');
  const [likes, follows, interactions] = await Promise.all([
    db.query(
      `SELECT post_id, count(*)::int AS n FROM post_likes
       WHERE post_id = ANY($1::uuid[]) AND created_at > ${now} - interval '1 hour' AND created_at <= ${now}
       GROUP BY post_id`,
      [postIds, nowUs],
    ) as Promise<Array<{ post_id: string; n: number }>>,
    db.query(
      `SELECT followee_id FROM follows WHERE follower_id = $1 AND followee_id = ANY($3::uuid[]) AND created_at <= ${now}`,
      [viewerId, nowUs, authorIds],
    ) as Promise<Array<{ followee_id: string }>>,
    db.query(
      `SELECT p.user_id AS author_id, count(*)::int AS n FROM (
         (SELECT post_id FROM post_likes WHERE user_id = $1 AND created_at <= ${now} ORDER BY created_at DESC LIMIT $4)
         UNION ALL
         (SELECT post_id FROM comments WHERE user_id = $1 AND created_at <= ${now} ORDER BY created_at DESC LIMIT $4)
       ) i JOIN posts p ON p.id = i.post_id
       WHERE p.user_id = ANY($3::uuid[]) AND p.user_id <> $1
       GROUP BY p.user_id`,
      [viewerId, nowUs, authorIds, RECENT_INTERACTIONS],
    ) as Promise<Array<{ author_id: string; n: number }>>,
  ]);
  return {
    likesLastHour: new Map(likes.map((row) => [row.post_id, row.n])),
    following: new Set(follows.map((row) => row.followee_id)),
    interactions: new Map(interactions.map((row) => [row.author_id, row.n])),
  };
}

/** Now, by the database's clock (which also stamps created_at), in microseconds since 1970. */
export async function databaseNow(db: DataSource): Promise<string> {
  const [row]: Array<{ now: string }> = await db.query(`SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint::text AS now`);
  return row.now;
}
