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
import { latestReposterSql, type Reposter } from '../reposts';
import { viewerSeesSql } from '../../kernel/blocks';
import { createdMicros, microsToTimestamp } from '../../kernel/sql';

export interface PageDetails {
  /** The page's posts that still exist (one deleted since the window was read is left out). */
  found: Set<string>;
  /** The author's username per post id (null: unknown author). */
  usernames: Map<string, string | null>;
  /** Per post, its first hashtag (alphabetically) among the current top 10. */
  trendingTags: Map<string, string>;
  /** My Flow: per post placed after its own time, its newest repost by the reader or someone they follow. */
  reposters: Map<string, Reposter>;
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
  reposter_id?: string | null;
  reposter_username?: string | null;
}

// One text per selection of author and hashtag fields (the author's columns come from the Profile entity's metadata).
const pageTexts = new SelectionTexts(64);

/** The fields asked for, and the author's username whatever was asked: the explanation names the author. */
function withUsername(asked: PostSelection): PostSelection {
  if (!asked.author || asked.author.has('username')) return asked;
  return { ...asked, author: new Set([...asked.author, 'username']), key: `${asked.key}+username` };
}

// My Flow's variant also reads who reposted each post that the page placed at a repost ($4: each post's place in µs,
// $5: the ranking moment): in the same statement, and only for those posts.
const pageSql = (db: DataSource, asked: PostSelection, withReposts: boolean): string =>
  pageTexts.textFor(
    withUsername(asked),
    withReposts ? 'page+reposts' : 'page',
    (selection) => `WITH top AS (
       SELECT array_agg(id) AS ids FROM (
         SELECT id FROM hashtags WHERE ${TRENDABLE} ORDER BY usage_count DESC, tag ASC LIMIT ${LIMITS.trendingHashtags}
       ) t
     )
     SELECT u.id AS post_id, p.content, p.sensitive, p.media_url, p.media_type, p.media_key, p.created_at,
       p.likes_count, p.comments_count, p.shares_count${extrasColumns(db, 'p', selection)},
       -- The post's own tags (two or so) checked against the top 10, not the top 10 looked up for every post.
       (SELECT h.tag FROM post_hashtags ph JOIN hashtags h ON h.id = ph.hashtag_id
          WHERE ph.post_id = u.id AND ph.hashtag_id = ANY(top.ids) ORDER BY h.tag LIMIT 1) AS trending_tag,
       EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = u.id AND l.user_id = $2) AS liked
       ${withReposts ? ', rp.reposter_id, rp.reposter_username' : ''}
     FROM unnest($1::uuid[], $3::uuid[]${withReposts ? ', $4::bigint[]' : ''}) AS u(id, user_id${withReposts ? ', us' : ''})
     CROSS JOIN top
     JOIN posts p ON p.id = u.id
     ${extrasJoin('u.user_id', selection)}
     ${withReposts ? `LEFT JOIN LATERAL ${latestReposterSql({ post: 'u.id', viewer: '$2::uuid', at: microsToTimestamp('$5'), placed: `u.us > ${createdMicros('p')}` })} rp ON true` : ''}
     -- A kept window was ranked before the viewer's latest block or mute (issue 33): its authors are checked again.
     WHERE ${viewerSeesSql('$2::uuid', 'u.user_id', { muted: true })}`,
  );

/**
 * What a feed page shows besides the ranking, in one prepared statement: each post's text, media and counts, its author,
 * hashtags and whether the viewer likes it (filled into the posts; Post.loaded answers those fields), its first
 * hashtag among the current top 10 for the explanation and, with `repostsAt` (My Flow: the ranking moment in µs), who
 * reposted the posts placed at a repost.
 */
export async function loadPageDetails(
  db: DataSource,
  posts: Post[],
  viewerId: string,
  selection: PostSelection,
  repostsAt: string | null,
): Promise<PageDetails> {
  const params: unknown[] = [posts.map((p) => p.id), viewerId, posts.map((p) => p.userId)];
  if (repostsAt !== null)
    params.push(
      posts.map((p) => p.createdUs),
      repostsAt,
    );
  const rows = await preparedRows<DetailRow>(db, pageSql(db, selection, repostsAt !== null), params);
  const details: PageDetails = {
    found: new Set(),
    usernames: new Map(),
    trendingTags: new Map(),
    reposters: new Map(),
  };
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
    if (row.reposter_id && row.reposter_username)
      details.reposters.set(row.post_id, { userId: row.reposter_id, username: row.reposter_username });
  }
  return details;
}
