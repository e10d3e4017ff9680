import type { MigrationInterface, QueryRunner } from 'typeorm';
import { markExisting } from './frozen/mark-sensitive';

// Posts and comments that use offensive language (common/offensive-language.ts) are marked `sensitive` when written,
// so readers' filters and the Profanity filter act on a flag instead of reading every text again. Rows written before
// this migration are marked here, a batch at a time in id order.
export class SensitiveContent1763780000000 implements MigrationInterface {
  name = 'SensitiveContent1763780000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE posts ADD COLUMN sensitive boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE comments ADD COLUMN sensitive boolean NOT NULL DEFAULT false`);
    for (const table of ['posts', 'comments']) await markExisting(db, table);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE comments DROP COLUMN sensitive`);
    await db.query(`ALTER TABLE posts DROP COLUMN sensitive`);
  }
}
