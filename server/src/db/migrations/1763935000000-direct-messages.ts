import type { MigrationInterface, QueryRunner } from 'typeorm';

// Direct messages (issue 33): one conversation per pair of users (user_low < user_high keeps it unique), a row per
// participant with their own state (a request in their inbox or accepted, unread count, when they last read), the
// messages, the read-receipts choice, and reports of messages to staff.
export class DirectMessages1763935000000 implements MigrationInterface {
  name = 'DirectMessages1763935000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_low uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_high uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK (user_low < user_high),
        UNIQUE (user_low, user_high)
      );
      CREATE INDEX conversations_user_high_idx ON conversations (user_high);

      CREATE TABLE conversation_members (
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        other_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- REQUEST: a stranger wrote and this member has not accepted yet (their message-request inbox).
        status text NOT NULL CHECK (status IN ('ACCEPTED', 'REQUEST')),
        unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
        last_read_at timestamptz,
        last_message_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (conversation_id, user_id)
      );
      CREATE INDEX conversation_members_list_idx
        ON conversation_members (user_id, status, last_message_at DESC, conversation_id DESC);

      CREATE TABLE direct_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL,
        media_key text,
        media_url text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK (content <> '' OR media_key IS NOT NULL)
      );
      CREATE INDEX direct_messages_thread_idx ON direct_messages (conversation_id, created_at DESC, id DESC);

      CREATE TABLE message_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        read_receipts boolean NOT NULL DEFAULT true
      );

      CREATE TABLE message_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES direct_messages (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL,
        details text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        UNIQUE (message_id, reporter_id)
      );
      CREATE INDEX message_reports_open_idx ON message_reports (status, created_at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP TABLE message_reports, message_settings, direct_messages, conversation_members, conversations`,
    );
  }
}
