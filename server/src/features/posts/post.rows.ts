import type { MediaType } from './media-type';
import { Post } from './post.entity';

/** The columns of a post for raw list queries, plus created_at in exact microseconds for cursors. */
export const postColumns = (alias = 'p') =>
  `${alias}.id, ${alias}.user_id, ${alias}.content, ${alias}.media_url, ${alias}.media_type, ${alias}.media_key,
   ${alias}.likes_count, ${alias}.comments_count, ${alias}.shares_count, ${alias}.created_at,
   (extract(epoch FROM ${alias}.created_at) * 1000000)::bigint::text AS created_us`;

/** A timestamptz from a bigint parameter of microseconds since 1970, exactly (no float rounding). */
export const microsToTimestamp = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

export interface PostRow {
  id: string;
  user_id: string | null;
  content: string;
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
