import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../graphql/loaders';

/** Whether the viewer follows each profile, in one query per request. */
export const viewerFollows: LoaderFactory<string, boolean> = ({ db }, viewerId) =>
  new DataLoader(async (profileIds) => {
    if (!viewerId) return profileIds.map(() => false);
    const rows: Array<{ followee_id: string }> = await db.query(
      `SELECT followee_id FROM follows WHERE follower_id = $1 AND followee_id = ANY($2::uuid[])`,
      [viewerId, [...profileIds]],
    );
    const followed = new Set(rows.map((row) => row.followee_id));
    return profileIds.map((id) => followed.has(id));
  });
