import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';

/** Whether the viewer has saved each post (only ever their own bookmarks: they are private). */
export const viewerBookmarkedPost: LoaderFactory<string, boolean> = ({ db }, viewerId) =>
  new DataLoader(async (postIds) => {
    if (!viewerId) return postIds.map(() => false);
    const rows = await preparedRows<{ post_id: string }>(
      db,
      `SELECT post_id FROM bookmarks WHERE user_id = $1 AND post_id = ANY($2::uuid[])`,
      [viewerId, [...postIds]],
    );
    const saved = new Set(rows.map((row) => row.post_id));
    return postIds.map((id) => saved.has(id));
  });
