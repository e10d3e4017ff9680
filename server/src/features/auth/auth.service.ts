import {
  LIMITS,
  firstIssue,
  type FirstIssue,
  type MessageId,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { entityColumns, entityFrom, preparedRows } from '../../db/prepared';
import { sqlRow, sqlRows } from '../../db/sql';
import type { Context, Viewer } from '../../graphql/context';
import { badInput, forbidden, unauthenticated } from '../../graphql/errors';
import { AUTH_RATE_LIMITS } from '../../graphql/rate-limit';
import type { Deps } from '../../graphql/services';
import { withUserRole } from '../../kernel/roles';
import { Profile, profileById } from '../profiles';
import { SettingsService } from '../settings';
import { SystemSettingsService } from '../system-settings';
import { NotificationService, type NotificationPayload } from '../notifications';
import { AccountService } from './account.service';
import { passwordResetEmail } from './auth.emails';
import { readOpenSession } from './account-lookups';
import { SessionCache } from './session-cache';
import type { AuthPayload, SignInInput, SignUpInput } from './auth.inputs';
import { AuthSession } from './auth-session.entity';
import { checkPassword, dummyPasswordHash, hashPassword } from './passwords';
import { newOpaqueToken, sha256, signAccessToken, verifyAccessToken } from './tokens';
import { User } from './user.entity';

const SESSION_EXPIRED = 'session.sessionExpired' satisfies MessageId;

function validate<T>(result: { ok: true; data: T } | { ok: false; issue: FirstIssue }): T {
  if (!result.ok) throw badInput(result.issue.field, result.issue.messageId);
  return result.data;
}

function uniqueViolation(error: unknown): string | undefined {
  const driver = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  return driver?.code === '23505' ? driver.constraint : undefined;
}

export class AuthService {
  /** Reset links being stored and sent after their answer (requestPasswordReset). */
  private readonly pendingResets = new Set<Promise<void>>();
  /** Open sessions checked lately, trusted while the revocation bus is live (session-cache.ts has the rule). */
  readonly sessions: SessionCache;

  constructor(private readonly deps: Deps) {
    this.sessions = new SessionCache(deps.revocations);
  }

  async signUp(ctx: Context, input: SignUpInput): Promise<AuthPayload> {
    // System Settings "Allow new signups" (spec §2.3); existing accounts still sign in.
    const { allowNewSignups } = await this.deps.services.get(SystemSettingsService).current();
    if (!allowNewSignups) throw forbidden('platform.signupsClosed');
    await this.deps.rateLimiter.take(`signup:${ctx.request.ip}`, AUTH_RATE_LIMITS.signUp);
    const { username, email, password } = validate(firstIssue(signUpSchema, input));
    const passwordHash = await hashPassword(password, this.deps.config.bcryptCost);
    let user: User;
    let alerts: NotificationPayload[];
    try {
      [user, alerts] = await this.deps.db.transaction(async (tx) => {
        const created = await tx.getRepository(User).save(tx.create(User, { email, passwordHash }));
        await tx.getRepository(Profile).insert({ id: created.id, username });
        // The language chosen on /auth becomes the account's (and its e-mails').
        if (input.language) await this.deps.services.get(SettingsService).saveLanguage(created.id, input.language, tx);
        // New user signups (System Settings): the admins hear of it.
        return [created, await this.deps.services.get(NotificationService).alertSignup(tx, created.id)] as const;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key') throw badInput('email', 'validation.emailTaken');
      if (constraint === 'profiles_username_key') throw badInput('username', 'validation.usernameTaken');
      throw error;
    }
    this.deps.services.get(NotificationService).publishAll(alerts);
    // The welcome e-mail carries the confirmation link, which lands on the dashboard.
    await this.deps.services.get(AccountService).sendConfirmation(this.deps.db, user);
    return this.startSession(this.deps.db.manager, user, ctx);
  }

  async signIn(ctx: Context, input: SignInInput): Promise<AuthPayload> {
    await this.deps.rateLimiter.take(`signin:${ctx.request.ip}`, AUTH_RATE_LIMITS.signIn);
    const { email, password } = validate(firstIssue(signInSchema, input));
    const user = await this.findByEmail(email);
    // Same answer, and the same bcrypt work, for an unknown e-mail and a wrong password.
    const matches = await checkPassword(
      password,
      user?.passwordHash ?? (await dummyPasswordHash(this.deps.config.bcryptCost)),
    );
    if (!user || !matches) throw unauthenticated('validation.invalidCredentials');
    const payload = await this.startSession(this.deps.db.manager, user, ctx);
    // A language chosen on /auth in this visit wins over the stored one.
    if (input.language) await this.deps.services.get(SettingsService).saveLanguage(user.id, input.language);
    return payload;
  }

  async refresh(ctx: Context, refreshToken: string | null | undefined): Promise<AuthPayload> {
    await this.deps.rateLimiter.take(`refresh:${ctx.request.ip}`, AUTH_RATE_LIMITS.refresh);
    if (!refreshToken) throw unauthenticated(SESSION_EXPIRED);
    const hash = sha256(refreshToken);
    const payload = await this.deps.db.transaction(async (tx) => {
      // Marking the token used is the rotation: only one caller can win it.
      const used = await sqlRow<{ session_id: string }>(
        tx,
        `UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING session_id`,
        [hash],
      );
      if (!used) return null;
      const session = await tx.getRepository(AuthSession).findOneBy({ id: used.session_id });
      if (!session || session.revokedAt || session.expiresAt <= new Date()) return null;
      await tx.query(`UPDATE auth_sessions SET last_seen_at = now() WHERE id = $1`, [session.id]);
      const user = await tx.getRepository(User).findOneByOrFail({ id: session.userId });
      return this.issueTokens(tx, user, session.id);
    });
    if (payload) return payload;
    // An already-rotated token came back: someone else may hold it. End that whole session.
    const ended = await sqlRow<{ id: string }>(
      this.deps.db,
      `UPDATE auth_sessions SET revoked_at = now()
       WHERE id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL RETURNING id`,
      [hash],
    );
    if (ended) await this.deps.revocations.publishRevocation({ kind: 'session', id: ended.id });
    throw unauthenticated(SESSION_EXPIRED);
  }

  async signOut(ctx: Context): Promise<boolean> {
    if (!ctx.viewer?.sessionId) return false;
    await this.deps.db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [
      ctx.viewer.sessionId,
    ]);
    // The session's open sockets close on every instance.
    await this.deps.revocations.publishRevocation({ kind: 'session', id: ctx.viewer.sessionId });
    return true;
  }

  async requestPasswordReset(ctx: Context, email: string): Promise<boolean> {
    await this.deps.rateLimiter.take(`reset:${ctx.request.ip}`, AUTH_RATE_LIMITS.passwordReset);
    const valid = validate(firstIssue(resetRequestSchema, { email }));
    // Nothing that depends on the address runs before the answer, so its timing cannot tell a registered address
    // from an unknown one: the same token work and the same statement follow it, for every address.
    const work = this.issueResetLink(valid.email)
      .catch((err: unknown) => this.deps.logger.error({ err }, 'A password reset link could not be issued'))
      .finally(() => this.pendingResets.delete(work));
    this.pendingResets.add(work);
    return true;
  }

  /** Resolves once the reset links asked for so far are stored and sent (shutdown waits before closing the pool). */
  async resetsSettled(): Promise<void> {
    await Promise.all([...this.pendingResets]);
  }

  private async issueResetLink(email: string): Promise<void> {
    const { token, hash } = newOpaqueToken('kzr');
    // One statement for every address: it stores the token only when an account has that address.
    const account = await sqlRow<{ email: string; language: string | null }>(
      this.deps.db,
      `WITH account AS (SELECT id, email FROM users WHERE lower(email) = lower($2))
       INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
       SELECT $1, id, now() + make_interval(secs => $3) FROM account
       RETURNING (SELECT email FROM account) AS email,
         (SELECT language FROM user_settings WHERE user_id = (SELECT id FROM account)) AS language`,
      [hash, email, LIMITS.passwordResetTtlSeconds],
    );
    if (!account) return;
    const link = `${this.deps.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(passwordResetEmail(account.email, link, account.language));
  }

  async resetPassword(ctx: Context, token: string, password: string): Promise<AuthPayload> {
    validate(firstIssue(newPasswordSchema, { password }));
    const passwordHash = await hashPassword(password, this.deps.config.bcryptCost);
    const ended: Array<{ id: string }> = [];
    const payload = await this.deps.db.transaction(async (tx) => {
      const claimed = await sqlRow<{ user_id: string }>(
        tx,
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [sha256(token)],
      );
      if (!claimed) throw badInput('token', 'validation.invalidResetToken');
      const userId = claimed.user_id;
      await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [userId, passwordHash]);
      // A new password ends every other session and every other outstanding reset link.
      ended.push(
        ...(await sqlRows<{ id: string }>(
          tx,
          `UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
          [userId],
        )),
      );
      await tx.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
      ]);
      const user = await tx.getRepository(User).findOneByOrFail({ id: userId });
      return this.startSession(tx, user, ctx);
    });
    for (const session of ended) await this.deps.revocations.publishRevocation({ kind: 'session', id: session.id });
    return payload;
  }

  /**
   * The viewer behind an access token. Revoked sessions, suspensions and changed roles apply at once on every
   * instance: the session is read from PostgreSQL unless this instance checked it lately and has heard every
   * revocation since (SessionCache).
   */
  async viewerFromAccessToken(token: string): Promise<Viewer | null> {
    const claims = verifyAccessToken(this.deps.config.jwtSecret, token);
    if (!claims) return null;
    const session = await this.sessions.check(claims.sessionId, claims.userId, () =>
      readOpenSession(this.deps.db, claims.sessionId, claims.userId),
    );
    if (!session) return null;
    return {
      id: session.userId,
      email: session.email,
      roles: withUserRole(session.roles),
      sessionId: claims.sessionId,
      apiKeyId: null,
    };
  }

  /**
   * `me`: the user and its profile in one prepared statement (every page load reads it); the profile goes to this
   * request's profileById loader, which User.username and User.profile read.
   */
  async findMe(ctx: Context, id: string): Promise<User | null> {
    const db = this.deps.db;
    const [row] = await preparedRows<Record<string, unknown>>(
      db,
      `SELECT ${entityColumns(db, User, 'u')}, ${entityColumns(db, Profile, 'p', 'p_')}
       FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = $1`,
      [id],
    );
    if (!row) return null;
    ctx.loaders.get(profileById).prime(id, row.p_id ? entityFrom(db, Profile, row, 'p_') : null);
    return entityFrom(db, User, row);
  }

  /** A prepared statement: no TypeORM query building per request. */
  async findUser(id: string): Promise<User | null> {
    const [row] = await preparedRows<Record<string, unknown>>(
      this.deps.db,
      `SELECT ${entityColumns(this.deps.db, User, 'u')} FROM users u WHERE u.id = $1`,
      [id],
    );
    return row ? entityFrom(this.deps.db, User, row) : null;
  }

  private findByEmail(email: string): Promise<User | null> {
    return this.deps.db
      .getRepository(User)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** A new signed-in session for an account (sign-in, sign-up, reset, and test factories). */
  startSessionFor(user: User, request: Pick<Context['request'], 'ip' | 'userAgent'>): Promise<AuthPayload> {
    return this.startSession(this.deps.db.manager, user, { request });
  }

  private async startSession(
    tx: EntityManager,
    user: User,
    ctx: Pick<Context, 'request'> | { request: Pick<Context['request'], 'ip' | 'userAgent'> },
  ): Promise<AuthPayload> {
    if (user.suspendedAt) throw forbidden('platform.accountSuspended');
    const session = await tx.getRepository(AuthSession).save(
      tx.create(AuthSession, {
        userId: user.id,
        expiresAt: new Date(Date.now() + LIMITS.refreshTokenTtlDays * 86_400_000),
        userAgent: ctx.request.userAgent?.slice(0, 300) ?? null,
        ip: ctx.request.ip,
      }),
    );
    return this.issueTokens(tx, user, session.id);
  }

  private async issueTokens(tx: EntityManager, user: User, sessionId: string): Promise<AuthPayload> {
    // Signing in, signing up, a password reset and a refresh all come here: a suspended account gets no tokens.
    if (user.suspendedAt) throw forbidden('platform.accountSuspended');
    const refresh = newOpaqueToken('kzs');
    await tx.query(`INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)`, [refresh.hash, sessionId]);
    const access = signAccessToken(this.deps.config.jwtSecret, { userId: user.id, sessionId });
    return { user, accessToken: access.token, refreshToken: refresh.token, expiresAt: access.expiresAt };
  }
}
