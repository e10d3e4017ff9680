import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { Profile } from '../profiles';
import { lastAdminError, userNotFound } from './role.errors';
import { Role } from '../../kernel/roles';
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
    // A suspended account cannot become an admin (admins cannot be suspended): the role is granted only while active.
    const [granted]: Array<{ active: boolean; changed: boolean }> = await this.deps.db.query(
      `WITH target AS (SELECT id, suspended_at IS NULL AS active FROM users WHERE id = $1 FOR UPDATE),
       granted AS (
         INSERT INTO user_roles (user_id, role) SELECT id, $2 FROM target WHERE active ON CONFLICT DO NOTHING RETURNING 1
       )
       SELECT active, EXISTS (SELECT 1 FROM granted) AS changed FROM target`,
      [profile.id, Role.ADMIN],
    );
    if (granted && !granted.active) throw badInput('userId', 'suspension.suspendedCannotBeAdmin');
    if (granted?.changed) await this.rolesChanged(profile.id);
    return profile;
  }

  async removeAdmin(_ctx: Context, userId: string): Promise<Profile> {
    const profile = await this.findProfile(userId);
    const removed = await this.deps.db.transaction(async (tx) => {
      // Locking every admin row serialises concurrent removals, so two admins demoting each other
      // at the same moment cannot leave the system with none.
      const admins: Array<{ user_id: string }> = await tx.query(
        `SELECT user_id FROM user_roles WHERE role = $1 ORDER BY user_id FOR UPDATE`,
        [Role.ADMIN],
      );
      if (!admins.some((admin) => admin.user_id === profile.id)) return false;
      if (admins.length <= 1) throw lastAdminError();
      await tx.query(`DELETE FROM user_roles WHERE user_id = $1 AND role = $2`, [profile.id, Role.ADMIN]);
      return true;
    });
    if (removed) await this.rolesChanged(profile.id);
    return profile;
  }

  /** Open subscriptions saw with the old roles: the user's sockets close everywhere and reconnect with the new ones. */
  private rolesChanged(userId: string): Promise<void> {
    return this.deps.revocations.publishRevocation({ kind: 'role', id: userId });
  }

  private async findProfile(userId: string): Promise<Profile> {
    const profile = UUID.test(userId) ? await this.deps.db.getRepository(Profile).findOneBy({ id: userId }) : null;
    if (!profile) throw userNotFound();
    return profile;
  }
}
