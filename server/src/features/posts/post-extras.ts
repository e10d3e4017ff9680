import type { DataSource } from 'typeorm';
import { entityColumns, entityFrom } from '../../db/prepared';
import { Hashtag } from '../hashtags/hashtag.entity';
import { Profile } from '../profiles/profile.entity';

// A list of posts shows each post's author and hashtags. Reading them in the statement that reads the posts (kept on
// the post as Post.loaded, which the Post fields answer from) makes a page one round trip instead of three.

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

/** A row's author (null when unknown) and hashtags, for Post.loaded. */
export function extrasOf(db: DataSource, row: ExtrasRow): { author: Profile | null; hashtags: Hashtag[] } {
  const hashtags = row.extras_hashtags.map((h) => Object.assign(new Hashtag(), { id: h.id, tag: h.tag, usageCount: h.usage_count, createdAt: new Date(h.created_at) }));
  const present = row[`${AUTHOR}id`] !== null && row[`${AUTHOR}id`] !== undefined;
  return { author: present ? entityFrom(db, Profile, row, AUTHOR) : null, hashtags };
}
