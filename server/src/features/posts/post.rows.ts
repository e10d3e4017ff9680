import { createdMicros } from '../../kernel/sql';
import type { MediaType } from '../media';
import { Post } from './post.entity';

/** The columns of a post for raw list queries, plus created_at in exact microseconds for cursors. */
export const postColumns = (alias = 'p') =>
  `${alias}.id, ${alias}.user_id, ${alias}.content, ${alias}.sensitive, ${alias}.media_url, ${alias}.media_type, ${alias}.media_key,
   ${alias}.likes_count, ${alias}.comments_count, ${alias}.shares_count, ${alias}.created_at,
   ${createdMicros(alias)}::text AS created_us`;

// The post fields answered from columns of their own; id, user_id and created_at are always read (cursor, author).
const FIELD_COLUMNS: Record<string, readonly string[]> = {
  // The Profanity filter masks a sensitive post's text (Post.content).
  content: ['content', 'sensitive'],
  sensitive: ['sensitive'],
  mediaUrl: ['media_url'],
  mediaType: ['media_type'],
  likesCount: ['likes_count'],
  commentsCount: ['comments_count'],
  sharesCount: ['shares_count'],
};
// Fields answered without a column beyond those (from Post.loaded, the loaders or the feed).
const FIELDS_WITHOUT_COLUMN = new Set(['id', 'createdAt', 'author', 'hashtags', 'viewerHasLiked', 'explanation']);

/** `postColumns` narrowed to the fields asked for; all of them when a field this does not know is asked for. */
export function selectedPostColumns(alias: string, fields: ReadonlySet<string> | null): string {
  if (!fields || [...fields].some((f) => !Object.hasOwn(FIELD_COLUMNS, f) && !FIELDS_WITHOUT_COLUMN.has(f)))
    return postColumns(alias);
  const columns = new Set([...fields].flatMap((f) => FIELD_COLUMNS[f] ?? []));
  return [
    `${alias}.id`,
    `${alias}.user_id`,
    ...[...columns].map((c) => `${alias}.${c}`),
    `${alias}.created_at`,
    `${createdMicros(alias)}::text AS created_us`,
  ].join(', ');
}

export interface PostRow {
  id: string;
  user_id: string | null;
  content: string;
  sensitive: boolean;
  media_url: string | null;
  media_type: MediaType | null;
  media_key: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  created_at: Date;
  created_us: string;
}

export function toPost(row: PostRow): Post {
  return Object.assign(new Post(), {
    id: row.id,
    userId: row.user_id,
    content: row.content,
    sensitive: row.sensitive,
    mediaUrl: row.media_url,
    mediaType: row.media_type,
    mediaKey: row.media_key,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    sharesCount: row.shares_count,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });
}
