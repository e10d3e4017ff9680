import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';

/** Whether the viewer likes each post, in one query per request. */
export const viewerLikedPost: LoaderFactory<string, boolean> = ({ db }, viewerId) =>
  new DataLoader(async (postIds) => {
    if (!viewerId) return postIds.map(() => false);
    const rows = await preparedRows<{ post_id: string }>(
      db,
      `SELECT post_id FROM post_likes WHERE user_id = $1 AND post_id = ANY($2::uuid[])`,
      [viewerId, [...postIds]],
    );
    const liked = new Set(rows.map((row) => row.post_id));
    return postIds.map((id) => liked.has(id));
  });
