import { isOffensive } from '@kuza/common';
import type { QueryRunner } from 'typeorm';

const BATCH = 1000;

/**
 * Marks the rows of `posts` or `comments` (or, with `column` 'message', `shoutouts` and `collab_requests`) whose text
 * uses offensive language (common/offensive-language.ts, today's list) as `sensitive`, a batch at a time in id order.
 * For operators after the word list changes; the migrations use their own frozen copy (migrations/frozen/).
 */
export async function markExisting(
  db: QueryRunner,
  table: string,
  column: 'content' | 'message' = 'content',
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: Array<{ id: string; content: string }> = await db.query(
      `SELECT id, ${column} AS content FROM ${table} WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return;
    const marked = rows.filter((row) => isOffensive(row.content)).map((row) => row.id);
    if (marked.length > 0) await db.query(`UPDATE ${table} SET sensitive = true WHERE id = ANY($1::uuid[])`, [marked]);
    after = rows[rows.length - 1].id;
  }
}
