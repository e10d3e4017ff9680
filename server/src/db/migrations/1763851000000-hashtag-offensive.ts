import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isOffensive } from './frozen/offensive-language';

/** Tags read per batch while marking: their texts only, so even a large table is read in small steps. */
const BATCH = 10_000;

// A hashtag using offensive language (the list as frozen in frozen/offensive-language.ts) never trends: the trending
// list is public, on the landing page too. Whether a tag is offensive depends only on its text, so it is written once, when the tag is
// created (hashtag.service.ts linkTagsSql); here the existing tags are marked. A change to the word list needs a
// migration that marks the tags again, as this one does.
export class HashtagOffensive1763851000000 implements MigrationInterface {
  name = 'HashtagOffensive1763851000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE hashtags ADD COLUMN offensive boolean NOT NULL DEFAULT false`);
    let after = '';
    for (;;) {
      const rows: Array<{ id: string; tag: string }> = await db.query(
        `SELECT id, tag FROM hashtags WHERE tag > $1 ORDER BY tag LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) break;
      const offensive = rows.filter((row) => isOffensive(row.tag)).map((row) => row.id);
      if (offensive.length > 0)
        await db.query(`UPDATE hashtags SET offensive = true WHERE id = ANY($1::uuid[])`, [offensive]);
      after = rows[rows.length - 1].tag;
    }
    await db.query(`DROP INDEX hashtags_trending_idx`);
    await db.query(
      `CREATE INDEX hashtags_trending_idx ON hashtags (usage_count DESC, tag ASC) WHERE usage_count > 0 AND NOT offensive`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX hashtags_trending_idx`);
    await db.query(`CREATE INDEX hashtags_trending_idx ON hashtags (usage_count DESC, tag ASC) WHERE usage_count > 0`);
    await db.query(`ALTER TABLE hashtags DROP COLUMN offensive`);
  }
}
