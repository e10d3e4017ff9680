import type { Context } from '../../graphql/context';
import { badInput, notFound, unauthenticated } from '../../graphql/errors';
import { LIMITS } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import type { LocationAnalytics, LocationAnalyticsSummary } from './location.types';

/** Repeats by the same viewer of the same post within one window count once. */
export const EVENT_WINDOW_MS = 30 * 60 * 1000;
export const MAX_POSTS_PER_REPORT = 100;
export const LOCATION_LIST_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type EventKind = 'IMPRESSION' | 'CLICK';
const TOTAL_COLUMN: Record<EventKind, string> = { IMPRESSION: 'total_impressions', CLICK: 'total_clicks' };

// One statement, so one transaction: the events that are new in this window are inserted (a repeat conflicts and is
// skipped), then each post author's row for the viewer's city grows by the number of new events, atomically. Only
// viewers with a known city count, and authors' views of their own posts do not. Rows are taken in id order, so
// concurrent reports lock in the same order.
const recordSql = (column: string) => `
  WITH viewer AS (
    SELECT id, country, country_code, city FROM profiles
    WHERE id = $1 AND country_code IS NOT NULL AND city IS NOT NULL
  ), fresh AS (
    INSERT INTO location_events (viewer_id, post_id, kind, bucket)
    SELECT v.id, p.id, $3::text, $4::bigint FROM viewer v JOIN posts p ON p.id = ANY($2::uuid[])
    WHERE p.user_id IS NOT NULL AND p.user_id <> v.id
    ORDER BY p.id
    ON CONFLICT DO NOTHING
    RETURNING post_id
  ), per_author AS (
    SELECT p.user_id AS author_id, count(*) AS n FROM fresh JOIN posts p ON p.id = fresh.post_id GROUP BY p.user_id
  )
  INSERT INTO location_analytics AS a (author_id, country_code, city, country, ${column})
  SELECT pa.author_id, v.country_code, v.city, v.country, pa.n FROM per_author pa CROSS JOIN viewer v
  ORDER BY pa.author_id
  ON CONFLICT (author_id, country_code, city)
  DO UPDATE SET ${column} = a.${column} + EXCLUDED.${column}, country = EXCLUDED.country, updated_at = now()`;

interface AnalyticsRow {
  country: string;
  country_code: string;
  city: string;
  total_impressions: string;
  total_clicks: string;
}

/** Impressions and clicks of posts, attributed to the viewer's city and the post's author. */
export class LocationAnalyticsService {
  constructor(private readonly deps: Deps) {}

  async recordImpressions(ctx: Context, postIds: string[], at = new Date()): Promise<boolean> {
    const viewerId = this.viewerId(ctx);
    if (postIds.length > MAX_POSTS_PER_REPORT) throw badInput('postIds', 'location.tooManyPosts');
    if (!postIds.every((id) => UUID.test(id))) throw badInput('postIds', 'location.invalidPostId');
    const ids = [...new Set(postIds.map((id) => id.toLowerCase()))].sort();
    if (ids.length > 0) await this.record(viewerId, ids, 'IMPRESSION', at);
    return true;
  }

  async recordClick(ctx: Context, postId: string, at = new Date()): Promise<boolean> {
    const viewerId = this.viewerId(ctx);
    if (!UUID.test(postId)) throw badInput('postId', 'location.invalidPostId');
    const post = await sqlRow(this.deps.db, `SELECT 1 FROM posts WHERE id = $1`, [postId]);
    if (!post) throw notFound('content.postNotFound');
    await this.record(viewerId, [postId.toLowerCase()], 'CLICK', at);
    return true;
  }

  /** The caller's audience by city, most impressions first. */
  async topLocations(ctx: Context, limit = LOCATION_LIST_LIMIT): Promise<LocationAnalytics[]> {
    const viewerId = this.viewerId(ctx);
    if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.pageSizeMax) {
      throw badInput('limit', 'content.limitRange');
    }
    const rows = await sqlRows<AnalyticsRow>(
      this.deps.db,
      `SELECT country, country_code, city, total_impressions, total_clicks FROM location_analytics
       WHERE author_id = $1 ORDER BY total_impressions DESC, country_code, city LIMIT $2`,
      [viewerId, limit],
    );
    return rows.map((row) => ({
      country: row.country,
      countryCode: row.country_code,
      city: row.city,
      totalImpressions: Number(row.total_impressions),
      totalClicks: Number(row.total_clicks),
    }));
  }

  async summary(ctx: Context): Promise<LocationAnalyticsSummary> {
    const viewerId = this.viewerId(ctx);
    const row = await sqlRow<{ countries: number; cities: number; impressions: string; clicks: string }>(
      this.deps.db,
      `SELECT count(DISTINCT country_code)::int AS countries, count(*)::int AS cities,
              coalesce(sum(total_impressions), 0) AS impressions, coalesce(sum(total_clicks), 0) AS clicks
       FROM location_analytics WHERE author_id = $1`,
      [viewerId],
    );
    return {
      countries: row?.countries ?? 0,
      cities: row?.cities ?? 0,
      totalImpressions: Number(row?.impressions ?? 0),
      totalClicks: Number(row?.clicks ?? 0),
    };
  }

  private async record(viewerId: string, postIds: string[], kind: EventKind, at: Date): Promise<void> {
    const bucket = Math.floor(at.getTime() / EVENT_WINDOW_MS);
    await this.deps.db.query(recordSql(TOTAL_COLUMN[kind]), [viewerId, postIds, kind, bucket]);
  }

  private viewerId(ctx: Context): string {
    if (!ctx.viewer) throw unauthenticated();
    return ctx.viewer.id;
  }
}
