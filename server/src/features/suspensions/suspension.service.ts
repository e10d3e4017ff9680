import { firstIssue, suspensionSchema } from '@kuza/common';
import DataLoader from 'dataloader';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { LoaderFactory } from '../../graphql/loaders';
import type { Deps } from '../../graphql/services';
import { sqlRow } from '../../db/sql';
import { requireViewer } from '../../kernel/viewer';
import { Profile } from '../profiles';
import { Role } from '../../kernel/roles';
import { userNotFound } from '../roles';
import { reactivatedEmail, suspendedEmail } from './suspension.emails';
import type { Suspension } from './suspension.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each profile's suspension (null while active), read once per request for a page of User Management. */
export const suspensionByUserId: LoaderFactory<string, Suspension | null> = ({ db }) =>
  new DataLoader(async (ids) => {
    const rows: Array<{ id: string; suspended_at: Date; suspension_reason: string | null }> = await db.query(
      `SELECT id, suspended_at, suspension_reason FROM users WHERE id = ANY($1::uuid[]) AND suspended_at IS NOT NULL`,
      [[...ids]],
    );
    const byId = new Map(rows.map((row) => [row.id, { suspendedAt: row.suspended_at, reason: row.suspension_reason }]));
    return ids.map((id) => byId.get(id) ?? null);
  });

interface SuspendedRow {
  found: boolean;
  already: boolean;
  admin: boolean;
  email: string | null;
  username: string | null;
}

/**
 * Suspending and reactivating accounts (User Management, admins). A suspended account's sessions end at once, it
 * cannot sign in or get tokens (auth.service.ts), and its API keys are refused (api-key.service.ts). Its owner is
 * e-mailed, with how to appeal. Admins cannot be suspended: their role is removed first.
 */
export class SuspensionService {
  constructor(private readonly deps: Deps) {}

  async suspend(ctx: Context, userId: string, reason: string | null | undefined): Promise<Profile> {
    const viewer = requireViewer(ctx);
    if (!UUID.test(userId)) throw userNotFound();
    if (userId === viewer.id) throw badInput('userId', 'suspension.cannotSuspendSelf');
    const checked = firstIssue(suspensionSchema, { reason });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const why = checked.data.reason || null;
    // One statement: the account is marked and its sessions end together, or nothing changes.
    const row = await sqlRow<SuspendedRow>(
      this.deps.db,
      `WITH target AS (
         SELECT u.id, u.suspended_at, EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = $4) AS admin
         FROM users u WHERE u.id = $1 FOR UPDATE
       ), suspended AS (
         UPDATE users u SET suspended_at = clock_timestamp(), suspended_by = $2, suspension_reason = $3
         FROM target WHERE u.id = target.id AND target.suspended_at IS NULL AND NOT target.admin
         RETURNING u.id, u.email
       ), ended AS (
         UPDATE auth_sessions s SET revoked_at = now() FROM suspended WHERE s.user_id = suspended.id AND s.revoked_at IS NULL
       )
       SELECT true AS found, target.suspended_at IS NOT NULL AS already, target.admin, suspended.email, p.username
       FROM target LEFT JOIN suspended ON true LEFT JOIN profiles p ON p.id = target.id`,
      [userId, viewer.id, why, Role.ADMIN],
    );
    if (!row) throw userNotFound();
    if (row.admin) throw badInput('userId', 'suspension.cannotSuspendAdmin');
    if (row.already) throw badInput('userId', 'suspension.alreadySuspended');
    // Its sockets close on every instance, those of its API keys included.
    await this.deps.revocations.publishRevocation({ kind: 'user', id: userId });
    const contact = `${this.deps.config.publicUrl}/contact`;
    this.deps.mailer.sendInBackground(suspendedEmail(row.email!, row.username ?? '', why, contact));
    return this.profile(userId);
  }

  async reactivate(_ctx: Context, userId: string): Promise<Profile> {
    if (!UUID.test(userId)) throw userNotFound();
    const row = await sqlRow<{ was: boolean; email: string; username: string | null }>(
      this.deps.db,
      `WITH target AS (SELECT id, email, suspended_at IS NOT NULL AS was FROM users WHERE id = $1 FOR UPDATE),
       cleared AS (
         UPDATE users u SET suspended_at = NULL, suspended_by = NULL, suspension_reason = NULL FROM target WHERE u.id = target.id AND target.was
       )
       SELECT target.was, target.email, p.username FROM target LEFT JOIN profiles p ON p.id = target.id`,
      [userId],
    );
    if (!row) throw userNotFound();
    if (!row.was) throw badInput('userId', 'suspension.notSuspended');
    this.deps.mailer.sendInBackground(
      reactivatedEmail(row.email, row.username ?? '', `${this.deps.config.publicUrl}/auth`),
    );
    return this.profile(userId);
  }

  private async profile(userId: string): Promise<Profile> {
    const profile = await this.deps.db.getRepository(Profile).findOneBy({ id: userId });
    if (!profile) throw userNotFound();
    return profile;
  }
}
