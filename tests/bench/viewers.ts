import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { withClient } from './database';

/** The id of seeded row n of a kind ('u' user, 'p' post, 'h' hashtag): md5 as a UUID, as the seed makes them. */
export function seededId(kind: 'u' | 'p' | 'h', n: number): string {
  const hex = createHash('md5').update(`${kind}${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const JWT_SECRET = 'kuza-benchmark-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/**
 * A signed-in session for seeded user n: a real auth_sessions row and an access token exactly like Kuza's
 * (HS256, issuer and audience kuza, typ access), valid for the whole run.
 */
export async function signIn(url: string, n: number): Promise<{ userId: string; token: string }> {
  const userId = seededId('u', n);
  const sessionId = await withClient(url, async (c) => {
    const { rows } = await c.query(
      `INSERT INTO auth_sessions (user_id, expires_at, user_agent, ip) VALUES ($1, now() + interval '1 day', 'kuza-bench', '127.0.0.1') RETURNING id`,
      [userId],
    );
    return rows[0].id as string;
  });
  const token = jwt.sign({ sid: sessionId, typ: 'access' }, JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: 6 * 3600,
    subject: userId,
    issuer: 'kuza',
    audience: 'kuza',
  });
  return { userId, token };
}
