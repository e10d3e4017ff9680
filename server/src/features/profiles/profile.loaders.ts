import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { LoaderFactory } from '../../graphql/loaders';
import { withUserRole, type Role } from '../roles/role';
import { UserRole } from '../roles/user-role.entity';
import { Profile } from './profile.entity';

export const profileById: LoaderFactory<string, Profile | null> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows = await db.getRepository(Profile).findBy({ id: In([...ids]) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });

export const rolesByUserId: LoaderFactory<string, Role[]> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows = await db.getRepository(UserRole).findBy({ userId: In([...ids]) });
    return ids.map((id) => withUserRole(rows.filter((row) => row.userId === id).map((row) => row.role)));
  });
