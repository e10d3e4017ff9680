import type { DataSource, EntityManager } from 'typeorm';
import { sqlRow } from '../../db/sql';

/** The account's username, for the greeting of its e-mails. */
export async function profileUsername(db: DataSource | EntityManager, userId: string): Promise<string> {
  const row = await sqlRow<{ username: string }>(db, `SELECT username FROM profiles WHERE id = $1`, [userId]);
  return row?.username ?? '';
}
