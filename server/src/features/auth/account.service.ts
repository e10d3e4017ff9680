import {
  LIMITS,
  changeEmailSchema,
  changePasswordSchema,
  firstIssue,
  type FirstIssue,
  type MessageId,
} from '@kuza/common';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlRow, sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, RateLimitedError } from '../../graphql/errors';
import { AUTH_RATE_LIMITS } from '../../graphql/rate-limit';
import type { Deps } from '../../graphql/services';
import { requireViewer } from '../../kernel/viewer';
import { profileUsername } from './account-lookups';
import { accountEmail } from './auth.emails';
import { checkPassword, hashPassword } from './passwords';
import { SettingsService } from '../settings';
import { newOpaqueToken, sha256 } from './tokens';
import { User } from './user.entity';

type EmailTokenKind = 'CONFIRM' | 'CHANGE';
const INVALID_TOKEN = 'validation.invalidConfirmToken' satisfies MessageId;

function validate<T>(result: { ok: true; data: T } | { ok: false; issue: FirstIssue }): T {
  if (!result.ok) throw badInput(result.issue.field, result.issue.messageId);
  return result.data;
}

/** Money and API keys call this: an account that has not confirmed its e-mail may not (issue 33). */
export function requireConfirmedEmail(user: Pick<User, 'emailConfirmedAt'> | null | undefined): void {
  if (!user?.emailConfirmedAt) throw forbidden('validation.emailNotConfirmed');
}

/**
 * Settings → Account and e-mail confirmation: confirm an address, resend the link, change the password or the
 * e-mail. Links are stored only as SHA-256 hashes, work once and expire.
 */
export class AccountService {
  constructor(private readonly deps: Deps) {}

  /** Loads the account and refuses it unless its e-mail is confirmed. */
  async requireConfirmedEmail(userId: string): Promise<void> {
    requireConfirmedEmail(await this.deps.db.getRepository(User).findOneBy({ id: userId }));
  }

  /** The sign-up e-mail: welcome, with the link that confirms the address and lands on the dashboard. */
  async sendConfirmation(db: DataSource | EntityManager, user: Pick<User, 'id' | 'email'>): Promise<void> {
    const token = await this.issueToken(db, user.id, 'CONFIRM', user.email, LIMITS.emailConfirmTtlSeconds);
    const [username, language] = await Promise.all([
      profileUsername(db, user.id),
      this.deps.services.get(SettingsService).languageOf(user.id, db),
    ]);
    this.deps.mailer.sendInBackground(
      accountEmail('welcome', language, user.email, { username }, this.link('/dashboard', 'confirm', token)),
    );
  }

  async confirmEmail(token: string): Promise<User> {
    const users = this.deps.db.getRepository(User);
    const claimed = await this.deps.db.transaction(async (tx) => {
      const row = await sqlRow<{ user_id: string; kind: EmailTokenKind; email: string }>(
        tx,
        `UPDATE email_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, kind, email`,
        [sha256(token)],
      );
      if (!row) return null;
      if (row.kind === 'CONFIRM') {
        // A link for an address the account no longer has confirms nothing.
        const done = await sqlRows(
          tx,
          `UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now())
           WHERE id = $1 AND lower(email) = lower($2) RETURNING id`,
          [row.user_id, row.email],
        );
        return done.length > 0 ? row.user_id : null;
      }
      if (await sqlRow(tx, `SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`, [row.email, row.user_id]))
        throw badInput('email', 'validation.emailTaken');
      await tx.query(`UPDATE users SET email = $2, email_confirmed_at = now() WHERE id = $1`, [row.user_id, row.email]);
      // The other outstanding links (older change requests, confirmations of the old address) end with it.
      await tx.query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [row.user_id]);
      return row.user_id;
    });
    if (!claimed) throw badInput('token', INVALID_TOKEN);
    return users.findOneByOrFail({ id: claimed });
  }

  /** Sends the confirmation link again: once a minute per account; false when the address is already confirmed. */
  async resendConfirmation(ctx: Context): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const user = await this.deps.db.getRepository(User).findOneByOrFail({ id: viewer.id });
    if (user.emailConfirmedAt) return false;
    try {
      await this.deps.rateLimiter.take(`confirm-resend:${user.id}`, AUTH_RATE_LIMITS.confirmationResend);
    } catch (error) {
      if (error instanceof RateLimitedError)
        throw new RateLimitedError(error.retryAfterSeconds, 'validation.resendTooSoon');
      throw error;
    }
    await this.sendConfirmation(this.deps.db, user);
    return true;
  }

  /** A new password, with the current one: every other session of the account ends, this one stays. */
  async changePassword(ctx: Context, currentPassword: string, newPassword: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const input = validate(firstIssue(changePasswordSchema, { currentPassword, newPassword }));
    await this.checkCurrentPassword(viewer.id, input.currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(input.newPassword, this.deps.config.bcryptCost);
    const ended = await this.deps.db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [viewer.id, passwordHash]);
      await tx.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        viewer.id,
      ]);
      return sqlRows<{ id: string }>(
        tx,
        `UPDATE auth_sessions SET revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::uuid RETURNING id`,
        [viewer.id, viewer.sessionId],
      );
    });
    // Their open sockets close on every instance.
    for (const { id } of ended) await this.deps.revocations.publishRevocation({ kind: 'session', id });
    return true;
  }

  /** Sends a link to the new address (the change applies when it is opened) and tells the current address. */
  async changeEmail(ctx: Context, newEmail: string, password: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const input = validate(firstIssue(changeEmailSchema, { newEmail, password }));
    const user = await this.checkCurrentPassword(viewer.id, input.password, 'password');
    if (user.email.toLowerCase() === input.newEmail.toLowerCase()) throw badInput('newEmail', 'validation.sameEmail');
    if (await sqlRow(this.deps.db, `SELECT 1 FROM users WHERE lower(email) = lower($1)`, [input.newEmail]))
      throw badInput('newEmail', 'validation.emailTaken');
    const token = await this.issueToken(this.deps.db, user.id, 'CHANGE', input.newEmail, LIMITS.emailChangeTtlSeconds);
    const [username, language] = await Promise.all([
      profileUsername(this.deps.db, user.id),
      this.deps.services.get(SettingsService).languageOf(user.id),
    ]);
    const link = this.link('/dashboard', 'confirm', token);
    this.deps.mailer.sendInBackground(accountEmail('changeConfirm', language, input.newEmail, { username }, link));
    this.deps.mailer.sendInBackground(
      accountEmail('changeNotice', language, user.email, { username, newEmail: input.newEmail }),
    );
    return true;
  }

  /** The address waiting for confirmation after changeEmail, if any. */
  async pendingEmail(userId: string): Promise<string | null> {
    const row = await sqlRow<{ email: string }>(
      this.deps.db,
      `SELECT email FROM email_tokens WHERE user_id = $1 AND kind = 'CHANGE' AND used_at IS NULL AND expires_at > now()
       ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return row?.email ?? null;
  }

  private async checkCurrentPassword(userId: string, password: string, field: string): Promise<User> {
    await this.deps.rateLimiter.take(`account-password:${userId}`, AUTH_RATE_LIMITS.accountPasswordCheck);
    const user = await this.deps.db.getRepository(User).findOneByOrFail({ id: userId });
    if (!(await checkPassword(password, user.passwordHash))) throw badInput(field, 'validation.wrongCurrentPassword');
    return user;
  }

  /** A new link of this kind; the account's older unused ones of the same kind stop working. */
  private async issueToken(
    db: DataSource | EntityManager,
    userId: string,
    kind: EmailTokenKind,
    email: string,
    ttlSeconds: number,
  ): Promise<string> {
    const { token, hash } = newOpaqueToken(kind === 'CONFIRM' ? 'kzc' : 'kze');
    await db.query(`UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`, [
      userId,
      kind,
    ]);
    await db.query(
      `INSERT INTO email_tokens (token_hash, user_id, kind, email, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [hash, userId, kind, email, ttlSeconds],
    );
    return token;
  }

  private link(path: string, param: string, token: string): string {
    return `${this.deps.config.publicUrl}${path}?${param}=${encodeURIComponent(token)}`;
  }
}
