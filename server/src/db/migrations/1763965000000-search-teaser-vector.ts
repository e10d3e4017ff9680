import type { MigrationInterface, QueryRunner } from 'typeorm';

// Search and locked posts (issue 32): a members-only or pay-per-view post shows whoever is not entitled only its
// teaser (its first 140 characters, common/src/paid-post-rules.ts), so search must match only the teaser's words for
// them. teaser_vector is the search vector of those 140 characters, for posts longer than that; NULL means the teaser
// is the whole text (search_vector). A generated column, so an edit of the text keeps it right; no index: it is
// checked only on the candidates search_vector found (features/search/search-sql.ts).
export class SearchTeaserVector1763965000000 implements MigrationInterface {
  name = 'SearchTeaserVector1763965000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE posts ADD COLUMN teaser_vector tsvector GENERATED ALWAYS AS (
        CASE WHEN char_length(content) > 140 THEN kuza_search_vector(left(content, 140)) END
      ) STORED
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE posts DROP COLUMN teaser_vector`);
  }
}
