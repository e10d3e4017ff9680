import type { MigrationInterface, QueryRunner } from 'typeorm';

// Ad campaigns from the Create Ad Campaign wizard (spec §3, §5). A campaign starts in_review; staff approve it
// (active) or reject it; its owner pauses and resumes it. Spent, impressions and clicks stay 0 until Kuza delivers
// ads. Budgets are numeric so cents stay exact; dates are calendar days.
export class AdCampaigns1763870000000 implements MigrationInterface {
  name = 'AdCampaigns1763870000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ad_campaigns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (btrim(name) <> ''),
        objective text NOT NULL CHECK (objective IN ('awareness', 'engagement', 'conversions', 'video_views')),
        description text NOT NULL DEFAULT '',
        min_age smallint NOT NULL CHECK (min_age BETWEEN 13 AND 65),
        max_age smallint NOT NULL CHECK (max_age BETWEEN 13 AND 65),
        locations text[] NOT NULL DEFAULT '{}',
        interests text[] NOT NULL DEFAULT '{}',
        ad_type text NOT NULL CHECK (ad_type IN ('image', 'video', 'carousel')),
        headline text NOT NULL CHECK (char_length(headline) BETWEEN 1 AND 80),
        ad_description text NOT NULL DEFAULT '' CHECK (char_length(ad_description) <= 200),
        call_to_action text NOT NULL CHECK (call_to_action IN ('learn_more', 'shop_now', 'sign_up', 'download')),
        destination_url text NOT NULL,
        media_key text,
        media_url text,
        media_type text CHECK (media_type IN ('IMAGE', 'VIDEO')),
        daily_budget numeric NOT NULL CHECK (daily_budget >= 10 AND scale(daily_budget) <= 2),
        total_budget numeric CHECK (total_budget >= 10 AND scale(total_budget) <= 2),
        start_date date NOT NULL,
        end_date date,
        status text NOT NULL DEFAULT 'in_review' CHECK (status IN ('in_review', 'active', 'paused', 'rejected', 'completed')),
        rejection_reason text,
        spent numeric NOT NULL DEFAULT 0 CHECK (spent >= 0),
        impressions bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
        clicks bigint NOT NULL DEFAULT 0 CHECK (clicks >= 0),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        CHECK (min_age <= max_age),
        CHECK (end_date IS NULL OR end_date >= start_date)
      );
      -- The owner's list, newest first; the review queue, newest first.
      CREATE INDEX ad_campaigns_owner_idx ON ad_campaigns (owner_id, created_at DESC, id DESC);
      CREATE INDEX ad_campaigns_in_review_idx ON ad_campaigns (created_at DESC, id DESC) WHERE status = 'in_review';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ad_campaigns`);
  }
}
