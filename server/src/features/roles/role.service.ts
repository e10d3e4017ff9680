import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import { Profile } from '../profiles/profile.entity';
import { lastAdminError, userNotFound } from './role.errors';
import { Role } from './role';
import { UserRole } from './user-role.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Granting and removing the admin role (spec §4 "user role", §7 user_roles). */
export class RoleService {
  constructor(private readonly deps: Deps) {}

  listUserRoles(_ctx: Context): Promise<UserRole[]> {
    return this.deps.db.getRepository(UserRole).find({ order: { createdAt: 'ASC', userId: 'ASC', role: 'ASC' } });
  }

  async promoteToAdmin(_ctx: Context, userId: string): Promise<Profile> {
    const profile = await this.findProfile(userId);
    await this.deps.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      profile.id,
      Role.ADMIN,
    ]);
    return profile;
  }

  async removeAdmin(_ctx: Context, userId: string): Promise<Profile> {
    const profile = await this.findProfile(userId);
    await this.deps.db.transaction(async (tx) => {
      // Locking every admin row serialises concurrent removals, so two admins demoting each other
      // at the same moment cannot leave the system with none.
      const admins: Array<{ user_id: string }> = await tx.query(
        `SELECT user_id FROM user_roles WHERE role = $1 ORDER BY user_id FOR UPDATE`,
        [Role.ADMIN],
      );
      if (!admins.some((admin) => admin.user_id === profile.id)) return;
      if (admins.length <= 1) throw lastAdminError();
      await tx.query(`DELETE FROM user_roles WHERE user_id = $1 AND role = $2`, [profile.id, Role.ADMIN]);
    });
    return profile;
  }

  private async findProfile(userId: string): Promise<Profile> {
    const profile = UUID.test(userId) ? await this.deps.db.getRepository(Profile).findOneBy({ id: userId }) : null;
    if (!profile) throw userNotFound();
    return profile;
  }
}
