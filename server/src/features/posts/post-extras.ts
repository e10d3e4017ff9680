import type { DataSource } from 'typeorm';
import { entityColumns, entityFrom } from '../../db/prepared';
import type { Loaders } from '../../graphql/loaders';
import { Hashtag } from '../hashtags/hashtag.entity';
import { hashtagsByPostId } from '../hashtags/hashtag.loaders';
import { Profile } from '../profiles/profile.entity';
import { profileById } from '../profiles/profile.loaders';

// A list of posts shows each post's author and hashtags. Reading them in the statement that reads the posts, and
// handing them to the request's loaders (which the Post fields read), makes a page one round trip instead of three.

const AUTHOR = 'author.';

/** Columns for the author (profiles `pr`, joined with `extrasJoin`) and the hashtags of the post `p`. */
export const extrasColumns = (db: DataSource, p: string) => `${entityColumns(db, Profile, 'pr', AUTHOR)},
  (SELECT COALESCE(json_agg(json_build_object('id', h.id, 'tag', h.tag, 'usage_count', h.usage_count, 'created_at', h.created_at) ORDER BY h.tag), '[]')
     FROM post_hashtags x JOIN hashtags h ON h.id = x.hashtag_id WHERE x.post_id = ${p}.id) AS extras_hashtags`;

/** The author's profile of the post `p` (or of the user id expression given). */
export const extrasJoin = (userId: string) => `LEFT JOIN profiles pr ON pr.id = ${userId}`;

export interface ExtrasRow extends Record<string, unknown> {
  extras_hashtags: Array<{ id: string; tag: string; usage_count: number; created_at: string }>;
}

/** Primes the request's loaders with a row's author and hashtags; returns the author (null when unknown). */
export function primeExtras(db: DataSource, loaders: Loaders, postId: string, row: ExtrasRow): Profile | null {
  const tags = row.extras_hashtags.map((h) => Object.assign(new Hashtag(), { id: h.id, tag: h.tag, usageCount: h.usage_count, createdAt: new Date(h.created_at) }));
  loaders.get(hashtagsByPostId).prime(postId, tags);
  if (row[`${AUTHOR}id`] === null || row[`${AUTHOR}id`] === undefined) return null;
  const author = entityFrom(db, Profile, row, AUTHOR);
  loaders.get(profileById).prime(author.id, author);
  return author;
}
