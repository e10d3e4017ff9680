import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';
import { notBlockedSql } from '../../kernel/blocks';
import { postColumns, toPost, type Post, type PostRow } from '../posts';

export interface RepostStats {
  repostsCount: number;
  quotesCount: number;
  /** The post this one quotes, or null when it is not a quote. */
  quotedPostId: string | null;
}

const NO_STATS: RepostStats = { repostsCount: 0, quotesCount: 0, quotedPostId: null };

/** Each post's repost and quote counts and what it quotes, in one query per request (read after any mutation). */
export const repostStatsByPostId: LoaderFactory<string, RepostStats> = ({ db }) =>
  new DataLoader(async (postIds) => {
    const rows = await preparedRows<{ id: string; reposts_count: number; quotes_count: number; quoted: string | null }>(
      db,
      `SELECT id, reposts_count, quotes_count, quoted_post_id AS quoted FROM posts WHERE id = ANY($1::uuid[])`,
      [[...postIds]],
    );
    const byId = new Map(
      rows.map((r) => [r.id, { repostsCount: r.reposts_count, quotesCount: r.quotes_count, quotedPostId: r.quoted }]),
    );
    return postIds.map((id) => byId.get(id) ?? NO_STATS);
  });

/** Whether the viewer has reposted each post. */
export const viewerRepostedPost: LoaderFactory<string, boolean> = ({ db }, viewerId) =>
  new DataLoader(async (postIds) => {
    if (!viewerId) return postIds.map(() => false);
    const rows = await preparedRows<{ post_id: string }>(
      db,
      `SELECT post_id FROM reposts WHERE user_id = $1 AND post_id = ANY($2::uuid[])`,
      [viewerId, [...postIds]],
    );
    const reposted = new Set(rows.map((row) => row.post_id));
    return postIds.map((id) => reposted.has(id));
  });

/**
 * Quoted posts the viewer may see: one deleted or removed since, or whose author and the viewer have blocked each
 * other, is null (the quote shows "post removed").
 */
export const visibleQuotedPost: LoaderFactory<string, Post | null> = ({ db }, viewerId) =>
  new DataLoader(async (ids) => {
    const rows = await preparedRows<PostRow>(
      db,
      `SELECT ${postColumns('p')} FROM posts p WHERE p.id = ANY($1::uuid[])
         AND ($2::uuid IS NULL OR p.user_id IS NULL OR ${notBlockedSql('p.user_id', '$2::uuid')})`,
      [[...ids], viewerId],
    );
    const byId = new Map(rows.map((row) => [row.id, toPost(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
