import type { MigrationInterface, QueryRunner } from 'typeorm';

// Creators' Energy Scores as of the last hourly run: what "top N %" on the Energy Score page is ranked against.
// A creator's own score is always computed live; this table only orders creators who posted in the window.
export class EnergyScores1763969000000 implements MigrationInterface {
  name = 'EnergyScores1763969000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE creator_energy_scores (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        score int NOT NULL CHECK (score BETWEEN 0 AND 100),
        computed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX creator_energy_scores_score_idx ON creator_energy_scores (score);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE creator_energy_scores`);
  }
}
