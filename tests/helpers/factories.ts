import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../server/src/features/auth/passwords';
import { AuthService } from '../../server/src/features/auth/auth.service';
import { User } from '../../server/src/features/auth/user.entity';
import type { TestServer } from './test-server';

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export interface UserOverrides {
  email?: string;
  username?: string;
  password?: string;
  bio?: string | null;
  roles?: Array<'ADMIN' | 'MODERATOR'>;
  isVerified?: boolean;
  /** Whether the e-mail address is confirmed (issue 33); true unless said otherwise, like accounts before it. */
  emailConfirmed?: boolean;
}

let defaultHash: Promise<string> | undefined;
const DEFAULT_PASSWORD = 'password123';

/** A user with a profile and a signed-in session, written straight to the database (no rate limits). */
export async function buildUser(server: TestServer, overrides: UserOverrides = {}): Promise<TestUser> {
  const { db, services } = server.kuza.deps;
  const suffix = randomBytes(4).toString('hex');
  const username = overrides.username ?? `user_${suffix}`;
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const cost = server.kuza.deps.config.bcryptCost;
  const passwordHash =
    password === DEFAULT_PASSWORD
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD, cost))
      : await hashPassword(password, cost);
  const emailConfirmedAt = overrides.emailConfirmed === false ? null : new Date();
  const user = await db
    .getRepository(User)
    .save(db.getRepository(User).create({ email, passwordHash, emailConfirmedAt }));
  await db.query(`INSERT INTO profiles (id, username, bio, is_verified) VALUES ($1, $2, $3, $4)`, [
    user.id,
    username,
    overrides.bio ?? null,
    overrides.isVerified ?? false,
  ]);
  for (const role of overrides.roles ?? []) {
    await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, $2)`, [user.id, role]);
  }
  const session = await services.get(AuthService).startSessionFor(user, { ip: '127.0.0.1', userAgent: 'jest' });
  return {
    id: user.id,
    email,
    username,
    password,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
}
