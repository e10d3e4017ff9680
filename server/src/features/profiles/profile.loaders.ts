import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { entityColumns, preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';
import { withUserRole, type Role } from '../roles/role';
import { UserRole } from '../roles/user-role.entity';
import { Profile } from './profile.entity';

// Profiles by id in one prepared statement (every list of posts shows its authors).
export const profileById: LoaderFactory<string, Profile | null> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows = await preparedRows<Partial<Profile>>(db, `SELECT ${entityColumns(db, Profile, 'p')} FROM profiles p WHERE p.id = ANY($1::uuid[])`, [[...ids]]);
    const byId = new Map(rows.map((row) => [row.id!, Object.assign(new Profile(), row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });

export const rolesByUserId: LoaderFactory<string, Role[]> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows = await db.getRepository(UserRole).findBy({ userId: In([...ids]) });
    return ids.map((id) => withUserRole(rows.filter((row) => row.userId === id).map((row) => row.role)));
  });
