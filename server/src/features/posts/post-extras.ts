import type { DataSource } from 'typeorm';
import { entityColumns, entityFrom } from '../../db/prepared';
import { Hashtag } from '../hashtags';
import { Profile } from '../profiles';
import { ALL_POST_FIELDS, type PostSelection } from './post-selection';

// A list of posts shows each post's author and hashtags. Reading them in the statement that reads the posts (kept on
// the post as Post.loaded, which the Post fields answer from) makes a page one round trip instead of three.

const AUTHOR = 'author.';

/** The author's columns asked for (always its id); every column when a field other than a column is asked for. */
function authorColumns(db: DataSource, fields: ReadonlySet<string> | null): string {
  const columns = db.getMetadata(Profile).columns;
  const byField = new Map(columns.map((c) => [c.propertyName, c.databaseName]));
  if (!fields || [...fields].some((field) => !byField.has(field))) return entityColumns(db, Profile, 'pr', AUTHOR);
  return ['id', ...[...fields].filter((f) => f !== 'id')]
    .map((f) => `pr."${byField.get(f)}" AS "${AUTHOR}${f}"`)
    .join(', ');
}

const HASHTAG_KEYS: Record<string, string> = {
  id: `'id', h.id`,
  tag: `'tag', h.tag`,
  usageCount: `'usage_count', h.usage_count`,
  createdAt: `'created_at', h.created_at`,
};

function hashtagObject(fields: ReadonlySet<string> | null): string {
  const all = !fields || [...fields].some((field) => !Object.hasOwn(HASHTAG_KEYS, field));
  const keys = all ? Object.keys(HASHTAG_KEYS) : ['id', 'tag', ...[...fields].filter((f) => f !== 'id' && f !== 'tag')];
  return `json_build_object(${keys.map((k) => HASHTAG_KEYS[k]).join(', ')})`;
}

/**
 * Columns for the author (profiles `pr`, joined with `extrasJoin`) and the hashtags of the post `p`, as far as
 * `selection` asks for them, each after a comma (to follow the post's columns).
 */
export const extrasColumns = (db: DataSource, p: string, selection: PostSelection = ALL_POST_FIELDS) => {
  const author = selection.author?.size === 0 ? '' : `, ${authorColumns(db, selection.author)}`;
  const hashtags =
    selection.hashtags?.size === 0
      ? ''
      : `, (SELECT COALESCE(json_agg(${hashtagObject(selection.hashtags)} ORDER BY h.tag), '[]')
     FROM post_hashtags x JOIN hashtags h ON h.id = x.hashtag_id WHERE x.post_id = ${p}.id) AS extras_hashtags`;
  // Whether the post has an access rule: a public post's text then needs no access statement (features/paid-posts).
  const locked = `, EXISTS (SELECT 1 FROM post_access pa WHERE pa.post_id = ${p}.id) AS extras_locked`;
  return author + hashtags + locked;
};

/** The author's profile of the post `p` (or of the user id expression given), when `selection` asks for it. */
export const extrasJoin = (userId: string, selection: PostSelection = ALL_POST_FIELDS) =>
  selection.author?.size === 0 ? '' : `LEFT JOIN profiles pr ON pr.id = ${userId}`;

export interface ExtrasRow extends Record<string, unknown> {
  extras_hashtags?: Array<{ id: string; tag: string; usage_count?: number; created_at?: string }>;
  extras_locked?: boolean;
}

const toHashtag = (h: NonNullable<ExtrasRow['extras_hashtags']>[number]) => {
  const hashtag = Object.assign(new Hashtag(), { id: h.id, tag: h.tag });
  if (h.usage_count !== undefined) hashtag.usageCount = h.usage_count;
  if (h.created_at !== undefined) hashtag.createdAt = new Date(h.created_at);
  return hashtag;
};

/**
 * A row's author (null when unknown) and hashtags, for Post.loaded. What the statement did not read stays
 * undefined, so the field would ask the request's loaders.
 */
export function extrasOf(
  db: DataSource,
  row: ExtrasRow,
): { author?: Profile | null; hashtags?: Hashtag[]; locked?: boolean } {
  const id = row[`${AUTHOR}id`];
  return {
    author: id === undefined ? undefined : id === null ? null : entityFrom(db, Profile, row, AUTHOR),
    hashtags: row.extras_hashtags?.map(toHashtag),
    locked: row.extras_locked,
  };
}
