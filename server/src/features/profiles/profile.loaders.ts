import DataLoader from 'dataloader';
import { entityColumns, preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';
import { Profile } from './profile.entity';

// Profiles by id in one prepared statement (every list of posts shows its authors).
export const profileById: LoaderFactory<string, Profile | null> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows = await preparedRows<Partial<Profile>>(
      db,
      `SELECT ${entityColumns(db, Profile, 'p')} FROM profiles p WHERE p.id = ANY($1::uuid[])`,
      [[...ids]],
    );
    const byId = new Map(rows.map((row) => [row.id!, Object.assign(new Profile(), row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
