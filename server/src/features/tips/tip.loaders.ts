import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';

/** How many confirmed tips each post has, in one query per request. */
export const tipsCountByPost: LoaderFactory<string, number> = ({ db }) =>
  new DataLoader(async (postIds) => {
    const rows = await preparedRows<{ post_id: string; count: number }>(
      db,
      `SELECT post_id, count(*)::int AS count FROM tips WHERE post_id = ANY($1::uuid[]) GROUP BY post_id`,
      [[...postIds]],
    );
    const counts = new Map(rows.map((row) => [row.post_id, row.count]));
    return postIds.map((id) => counts.get(id) ?? 0);
  });
