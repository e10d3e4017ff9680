import type { DataSource, EntityManager } from 'typeorm';
import { preparedRows } from '../../db/prepared';
import { sqlRow } from '../../db/sql';
import type { OpenSession } from './session-cache';

/** The account's username, for the greeting of its e-mails. */
export async function profileUsername(db: DataSource | EntityManager, userId: string): Promise<string> {
  const row = await sqlRow<{ username: string }>(db, `SELECT username FROM profiles WHERE id = $1`, [userId]);
  return row?.username ?? '';
}

/** The session if it is open and its account not suspended, with the account's stored roles (the session check). */
export async function readOpenSession(db: DataSource, sessionId: string, userId: string): Promise<OpenSession | null> {
  // A prepared statement (db/prepared.ts): signed-in requests run it whenever the session is not kept.
  const [row] = await preparedRows<{ id: string; email: string; roles: string[]; expires_at: Date }>(
    db,
    `SELECT u.id, u.email, ARRAY(SELECT r.role FROM user_roles r WHERE r.user_id = u.id) AS roles, s.expires_at
     FROM auth_sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.suspended_at IS NULL`,
    [sessionId, userId],
  );
  return row ? { userId: row.id, email: row.email, roles: row.roles, expiresAt: row.expires_at } : null;
}
