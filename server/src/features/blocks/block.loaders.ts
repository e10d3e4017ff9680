import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../graphql/loaders';

/** Whether the viewer muted each profile, in one query per request (false for anonymous callers). */
export const viewerMuted: LoaderFactory<string, boolean> = ({ db }, viewerId) =>
  new DataLoader(async (profileIds) => {
    if (!viewerId) return profileIds.map(() => false);
    const rows: Array<{ muted_id: string }> = await db.query(
      `SELECT muted_id FROM mutes WHERE muter_id = $1 AND muted_id = ANY($2::uuid[])`,
      [viewerId, [...profileIds]],
    );
    const muted = new Set(rows.map((row) => row.muted_id));
    return profileIds.map((id) => muted.has(id));
  });
