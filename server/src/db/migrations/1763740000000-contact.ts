import type { MigrationInterface, QueryRunner } from 'typeorm';

// Contact Us messages (issue 6): stored first, then the team is notified by e-mail, so nothing is lost when
// mail is down. The sender's account (if signed in) and network address help the team answer and spot abuse.
export class Contact1763740000000 implements MigrationInterface {
  name = 'Contact1763740000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 150),
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- The team reads the newest messages first.
      CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE contact_messages`);
  }
}
