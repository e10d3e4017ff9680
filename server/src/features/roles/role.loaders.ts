import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { LoaderFactory } from '../../graphql/loaders';
import { withUserRole, type Role } from '../../kernel/roles';
import { UserRole } from './user-role.entity';

// A user's roles with USER, by user id (a profile's and the signed-in user's `roles`).
export const rolesByUserId: LoaderFactory<string, Role[]> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows = await db.getRepository(UserRole).findBy({ userId: In([...ids]) });
    return ids.map((id) => withUserRole(rows.filter((row) => row.userId === id).map((row) => row.role)));
  });
