import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../graphql/loaders';
import { sqlRows } from '../../db/sql';
import { money } from '../monetize';
import { type Post, postColumns, type PostRow, toPost } from '../posts';
import { viewerSeesSql } from '../../kernel/blocks';
import { SPLIT_COLUMNS, toSplit, type SplitRow } from './split.service';
import { SplitEarned, type EarningsSplit } from './split.types';

/**
 * The split attached to each post, for a viewer who may see it (the post's author, or someone in the split); null
 * for anyone else, so that who shares a post's income stays between them.
 */
export const postSplit: LoaderFactory<string, EarningsSplit | null> = ({ db }, viewerId) =>
  new DataLoader(async (postIds) => {
    if (!viewerId) return postIds.map(() => null);
    const rows = await sqlRows<SplitRow & { post_id: string }>(
      db,
      `SELECT ps.post_id, ${SPLIT_COLUMNS} FROM post_splits ps JOIN earnings_splits s ON s.id = ps.split_id
       WHERE ps.post_id::text = ANY($1::text[]) AND (s.owner_id = $2
         OR EXISTS (SELECT 1 FROM earnings_split_shares sh WHERE sh.split_id = s.id AND sh.user_id = $2))`,
      [[...postIds], viewerId],
    );
    const byPost = new Map(rows.map((row) => [row.post_id, toSplit(row, viewerId)]));
    return postIds.map((id) => byPost.get(id) ?? null);
  });

/**
 * What each split has earned so far, per currency, from the ledger: the pending credits of the transactions that
 * applied it (its id in their metadata), in total and the viewer's part. A later change of the split changes nothing
 * here: each transaction keeps the split it was paid with.
 */
export const splitEarned: LoaderFactory<string, SplitEarned[]> = ({ db }, viewerId) =>
  new DataLoader(async (splitIds) => {
    const rows = await sqlRows<{ split_id: string; currency: string; total: string; yours: string }>(
      db,
      `SELECT t.metadata -> 'split' ->> 'splitId' AS split_id, trim(t.currency) AS currency,
              sum(e.amount_minor)::text AS total,
              coalesce(sum(e.amount_minor) FILTER (WHERE a.user_id = $2), 0)::text AS yours
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount_minor > 0
       JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_kind = 'USER' AND a.kind = 'PENDING'
       WHERE t.metadata ? 'split' AND (t.metadata -> 'split' ->> 'splitId') = ANY($1::text[])
       GROUP BY 1, 2 ORDER BY 2`,
      [[...splitIds], viewerId],
    );
    const bySplit = new Map<string, SplitEarned[]>();
    for (const row of rows) {
      const earned = Object.assign(new SplitEarned(), {
        currency: row.currency,
        total: money(row.total, row.currency),
        yours: money(row.yours, row.currency),
      });
      bySplit.set(row.split_id, [...(bySplit.get(row.split_id) ?? []), earned]);
    }
    return splitIds.map((id) => bySplit.get(id) ?? []);
  });

/** How many attached posts Split Earnings shows per split. */
export const SPLIT_POSTS_SHOWN = 20;

/**
 * The posts each split is attached to, most recently attached first (at most SPLIT_POSTS_SHOWN), without those of
 * people blocked either way. Whoever sees the split (its owner, its collaborators) sees where it applies.
 */
export const splitPosts: LoaderFactory<string, Post[]> = ({ db }, viewerId) =>
  new DataLoader(async (splitIds) => {
    const rows = await sqlRows<PostRow & { split_id: string }>(
      db,
      `SELECT x.* FROM unnest($1::uuid[]) AS target(id) CROSS JOIN LATERAL (
         SELECT ps.split_id, ${postColumns('p')} FROM post_splits ps JOIN posts p ON p.id = ps.post_id
         WHERE ps.split_id = target.id AND ${viewerSeesSql('$2::uuid', 'p.user_id')}
         ORDER BY ps.attached_at DESC, ps.post_id DESC LIMIT ${SPLIT_POSTS_SHOWN}
       ) x`,
      [[...splitIds], viewerId ?? null],
    );
    const bySplit = new Map<string, Post[]>();
    for (const row of rows) bySplit.set(row.split_id, [...(bySplit.get(row.split_id) ?? []), toPost(row)]);
    return splitIds.map((id) => bySplit.get(id) ?? []);
  });
