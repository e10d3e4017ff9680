import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';
import { withUserRole, type Role } from '../../kernel/roles';

// A user's roles with USER, by user id (a profile's and the signed-in user's `roles`), in a prepared statement.
export const rolesByUserId: LoaderFactory<string, Role[]> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows = await preparedRows<{ user_id: string; role: string }>(
      db,
      `SELECT user_id, role FROM user_roles WHERE user_id = ANY($1::uuid[])`,
      [[...ids]],
    );
    return ids.map((id) => withUserRole(rows.filter((row) => row.user_id === id).map((row) => row.role)));
  });
