import { LIMITS } from '@kuza/common';
import type { DataSource } from 'typeorm';
import { preparedRows } from '../../db/prepared';
import {
  type Post,
  extrasColumns,
  extrasJoin,
  extrasOf,
  type ExtrasRow,
  SelectionTexts,
  type PostSelection,
} from '../posts';
import { TRENDABLE } from '../hashtags';
import { viewerSeesSql } from '../../kernel/blocks';

export interface PageDetails {
  /** The page's posts that still exist (one deleted since the window was read is left out). */
  found: Set<string>;
  /** The author's username per post id (null: unknown author). */
  usernames: Map<string, string | null>;
  /** Per post, its first hashtag (alphabetically) among the current top 10. */
  trendingTags: Map<string, string>;
}

interface DetailRow extends ExtrasRow {
  post_id: string;
  content: string;
  sensitive: boolean;
  media_url: string | null;
  media_type: Post['mediaType'];
  media_key: string | null;
  created_at: Date;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  trending_tag: string | null;
  liked: boolean;
}

// One text per selection of author and hashtag fields (the author's columns come from the Profile entity's metadata).
const pageTexts = new SelectionTexts(64);

/** The fields asked for, and the author's username whatever was asked: the explanation names the author. */
function withUsername(asked: PostSelection): PostSelection {
  if (!asked.author || asked.author.has('username')) return asked;
  return { ...asked, author: new Set([...asked.author, 'username']), key: `${asked.key}+username` };
}

const pageSql = (db: DataSource, asked: PostSelection): string =>
  pageTexts.textFor(
    withUsername(asked),
    'page',
    (selection) => `WITH top AS (
       SELECT array_agg(id) AS ids FROM (
         SELECT id FROM hashtags WHERE ${TRENDABLE} ORDER BY usage_count DESC, tag ASC LIMIT ${LIMITS.trendingHashtags}
       ) t
     )
     SELECT u.id AS post_id, p.content, p.sensitive, p.media_url, p.media_type, p.media_key, p.created_at,
       p.likes_count, p.comments_count, p.shares_count${extrasColumns(db, 'p', selection)},
       (SELECT h.tag FROM post_hashtags ph JOIN hashtags h ON h.id = ph.hashtag_id
          WHERE ph.post_id = u.id AND h.id = ANY(top.ids) ORDER BY h.tag LIMIT 1) AS trending_tag,
       EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = u.id AND l.user_id = $2) AS liked
     FROM unnest($1::uuid[], $3::uuid[]) AS u(id, user_id) CROSS JOIN top
     JOIN posts p ON p.id = u.id
     ${extrasJoin('u.user_id', selection)}
     -- A kept window was ranked before the viewer's latest block or mute (issue 33): its authors are checked again.
     WHERE ${viewerSeesSql('$2::uuid', 'u.user_id', { muted: true })}`,
  );

/**
 * What a feed page shows besides the ranking, in one prepared statement: each post's text, media and counts, its author,
 * hashtags and whether the viewer likes it (filled into the posts; Post.loaded answers those fields), and its first
 * hashtag among the current top 10 for the explanation.
 */
export async function loadPageDetails(
  db: DataSource,
  posts: Post[],
  viewerId: string,
  selection: PostSelection,
): Promise<PageDetails> {
  const rows = await preparedRows<DetailRow>(db, pageSql(db, selection), [
    posts.map((p) => p.id),
    viewerId,
    posts.map((p) => p.userId),
  ]);
  const details: PageDetails = { found: new Set(), usernames: new Map(), trendingTags: new Map() };
  const byId = new Map(posts.map((post) => [post.id, post]));
  for (const row of rows) {
    const extras = extrasOf(db, row);
    Object.assign(byId.get(row.post_id)!, {
      content: row.content,
      sensitive: row.sensitive,
      mediaUrl: row.media_url,
      mediaType: row.media_type,
      mediaKey: row.media_key,
      createdAt: row.created_at,
      // The counts as they are now (the window that ranked the page may have been read minutes ago).
      likesCount: row.likes_count,
      commentsCount: row.comments_count,
      sharesCount: row.shares_count,
      loaded: { ...extras, viewerHasLiked: row.liked },
    });
    details.found.add(row.post_id);
    if (row.trending_tag) details.trendingTags.set(row.post_id, row.trending_tag);
    if (extras.author) details.usernames.set(row.post_id, extras.author.username);
  }
  return details;
}
