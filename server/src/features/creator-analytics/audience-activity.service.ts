import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';
import { requireViewer } from '../../kernel/viewer';
import type { AudienceActivity } from './audience-activity.types';

const WINDOW_DAYS = 30;

// Every audience event on the creator's posts in the window, counted by UTC hour (the author's own never count).
const BY_HOUR = `
  WITH mine AS (SELECT id FROM posts WHERE user_id = $1),
  since AS (SELECT now() - make_interval(days => $2::int) AS at),
  ev AS (
    SELECT e.created_at FROM location_events e JOIN mine ON mine.id = e.post_id WHERE e.kind = 'IMPRESSION'
    UNION ALL SELECT l.created_at FROM post_likes l JOIN mine ON mine.id = l.post_id WHERE l.user_id <> $1
    UNION ALL SELECT c.created_at FROM comments c JOIN mine ON mine.id = c.post_id
      WHERE c.user_id IS DISTINCT FROM $1 AND c.removed_at IS NULL
    UNION ALL SELECT s.created_at FROM post_shares s JOIN mine ON mine.id = s.post_id WHERE s.user_id <> $1
  )
  SELECT extract(hour FROM created_at AT TIME ZONE 'UTC')::int AS hour, count(*)::int AS n
  FROM ev WHERE created_at >= (SELECT at FROM since) GROUP BY 1`;

const LANGUAGES = `
  SELECT s.language, count(*)::int AS followers
  FROM follows f LEFT JOIN user_settings s ON s.user_id = f.follower_id
  WHERE f.followee_id = $1
  GROUP BY s.language ORDER BY followers DESC, s.language NULLS LAST`;

/** Audience Insights' real breakdowns: activity by hour of day and followers by language. */
export class AudienceActivityService {
  constructor(private readonly deps: Deps) {}

  async mine(ctx: Context): Promise<AudienceActivity> {
    const viewer = requireViewer(ctx);
    const [hours, languages] = await Promise.all([
      sqlRows<{ hour: number; n: number }>(this.deps.db, BY_HOUR, [viewer.id, WINDOW_DAYS]),
      sqlRows<{ language: string | null; followers: number }>(this.deps.db, LANGUAGES, [viewer.id]),
    ]);
    const utcHours = Array.from({ length: 24 }, () => 0);
    for (const row of hours) utcHours[row.hour] = row.n;
    return { id: viewer.id, utcHours, languages };
  }
}
