import { ANALYTICS_LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { requireViewer } from '../../kernel/viewer';
import { postColumns, toPost, type PostRow } from '../posts';
import type { CreatorStats, DailyEngagement, EngagementTotals, PostPerformance } from './creator-analytics.types';

type Kind = 'impressions' | 'clicks' | 'likes' | 'comments' | 'shares' | 'newFollowers';
const KINDS: readonly Kind[] = ['impressions', 'clicks', 'likes', 'comments', 'shares', 'newFollowers'];
const DAY_MS = 86_400_000;

// Every dated event about the creator, by kind and UTC day, from `$2` days ago. Impressions and clicks are the
// location feature's deduplicated audience events (viewers with a known city; never the author's own views).
const EVENTS_BY_DAY = `
  WITH mine AS (SELECT id FROM posts WHERE user_id = $1),
  since AS (SELECT (((now() AT TIME ZONE 'UTC')::date - ($2::int - 1))::timestamp AT TIME ZONE 'UTC') AS at),
  ev AS (
    SELECT e.created_at, CASE e.kind WHEN 'IMPRESSION' THEN 'impressions' ELSE 'clicks' END AS kind
      FROM location_events e JOIN mine ON mine.id = e.post_id
    UNION ALL SELECT l.created_at, 'likes' FROM post_likes l JOIN mine ON mine.id = l.post_id
    UNION ALL SELECT c.created_at, 'comments' FROM comments c JOIN mine ON mine.id = c.post_id
    UNION ALL SELECT s.created_at, 'shares' FROM post_shares s JOIN mine ON mine.id = s.post_id
    UNION ALL SELECT f.created_at, 'newFollowers' FROM follows f WHERE f.followee_id = $1
  )
  SELECT kind, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
  FROM ev WHERE created_at >= (SELECT at FROM since) GROUP BY 1, 2`;

const POSTS_WITH_AUDIENCE = `
  SELECT ${postColumns('p')},
    (SELECT count(*) FROM location_events e WHERE e.post_id = p.id AND e.kind = 'IMPRESSION')::int AS impressions,
    (SELECT count(*) FROM location_events e WHERE e.post_id = p.id AND e.kind = 'CLICK')::int AS clicks
  FROM posts p WHERE p.user_id = $1`;

type PerformanceRow = PostRow & { impressions: number; clicks: number };

const zeros = (): EngagementTotals => ({
  impressions: 0,
  clicks: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  newFollowers: 0,
});

/** A creator's own analytics (Overview, Top Posts, Creator Hub): real posts, audience events and followers. */
export class CreatorAnalyticsService {
  constructor(private readonly deps: Deps) {}

  async stats(ctx: Context, args: { days: number; top: number }): Promise<CreatorStats> {
    const viewer = requireViewer(ctx);
    const { days, top } = args;
    if (!Number.isInteger(days) || days < ANALYTICS_LIMITS.days.min || days > ANALYTICS_LIMITS.days.max)
      throw badInput('days', 'analytics.days');
    if (!Number.isInteger(top) || top < ANALYTICS_LIMITS.top.min || top > ANALYTICS_LIMITS.top.max)
      throw badInput('top', 'analytics.top');

    const span = Math.max(days, 2 * ANALYTICS_LIMITS.period);
    const [events, posts, counts, today] = await Promise.all([
      sqlRows<{ kind: Kind; day: string; n: number }>(this.deps.db, EVENTS_BY_DAY, [viewer.id, span]),
      sqlRows<PerformanceRow>(this.deps.db, POSTS_WITH_AUDIENCE, [viewer.id]),
      sqlRow<{ followers: number }>(
        this.deps.db,
        `SELECT count(*)::int AS followers FROM follows WHERE followee_id = $1`,
        [viewer.id],
      ),
      sqlRow<{ day: string }>(this.deps.db, `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`),
    ]);
    const dates = lastDays(today!.day, span);
    const byDay = new Map<string, EngagementTotals>(dates.map((date) => [date, zeros()]));
    for (const row of events) {
      const day = byDay.get(row.day);
      if (day) day[row.kind] += row.n;
    }
    const sum = (range: string[]) => range.reduce((total, date) => add(total, byDay.get(date)!), zeros());
    const period = ANALYTICS_LIMITS.period;

    const performance = posts.map(toPerformance);
    const allTime = performance.reduce(
      (total, p) =>
        add(total, {
          impressions: p.impressions,
          clicks: p.clicks,
          likes: p.likes,
          comments: p.comments,
          shares: p.shares,
          newFollowers: 0,
        }),
      zeros(),
    );
    allTime.newFollowers = counts?.followers ?? 0;
    return {
      id: viewer.id,
      posts: posts.length,
      followers: counts?.followers ?? 0,
      allTime,
      last30Days: sum(dates.slice(-period)),
      previous30Days: sum(dates.slice(-2 * period, -period)),
      daily: dates.slice(-days).map((date): DailyEngagement => ({ date, ...byDay.get(date)! })),
      topPosts: performance.sort(byPerformance).slice(0, top),
    };
  }
}

/** The `count` UTC dates ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

function add(a: EngagementTotals, b: EngagementTotals): EngagementTotals {
  const total = zeros();
  for (const kind of KINDS) total[kind] = a[kind] + b[kind];
  return total;
}

function toPerformance(row: PerformanceRow): PostPerformance {
  return {
    post: toPost(row),
    impressions: row.impressions,
    clicks: row.clicks,
    likes: row.likes_count,
    comments: row.comments_count,
    shares: row.shares_count,
  };
}

const engagement = (p: PostPerformance) => p.likes + p.comments + p.shares;

function byPerformance(a: PostPerformance, b: PostPerformance): number {
  return (
    b.impressions - a.impressions ||
    engagement(b) - engagement(a) ||
    b.post.createdAt.getTime() - a.post.createdAt.getTime() ||
    (a.post.id < b.post.id ? -1 : 1)
  );
}
