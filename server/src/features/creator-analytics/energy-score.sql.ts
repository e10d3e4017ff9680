// The inputs of the Energy Score (common/energy-score.ts) per creator, over the last `$1` days; `$2` is the reply
// window in hours. With `oneCreator`, `$3` is that creator and the statement answers exactly one row.

const SINCE = `now() - make_interval(days => $1::int)`;

export function energyInputsSql(oneCreator: boolean): string {
  const mine = oneCreator ? 'AND p.user_id = $3' : '';
  const creators = oneCreator
    ? `SELECT $3::uuid AS user_id`
    : `SELECT DISTINCT p.user_id FROM posts p WHERE p.created_at >= ${SINCE}`;
  return `
    WITH creators AS (${creators}),
    made AS (
      SELECT p.user_id, count(*)::int AS n FROM posts p
      WHERE p.created_at >= ${SINCE} ${mine} GROUP BY p.user_id
    ),
    received AS (
      SELECT p.user_id, count(*)::int AS n,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM comments r
          WHERE r.parent_id = c.id AND r.user_id = p.user_id
            AND r.created_at <= c.created_at + make_interval(hours => $2::int)))::int AS replied
      FROM comments c JOIN posts p ON p.id = c.post_id
      WHERE c.created_at >= ${SINCE} AND c.user_id IS DISTINCT FROM p.user_id AND c.removed_at IS NULL ${mine}
      GROUP BY p.user_id
    ),
    seen AS (
      SELECT p.user_id, count(*)::int AS n FROM location_events e JOIN posts p ON p.id = e.post_id
      WHERE e.kind = 'IMPRESSION' AND e.created_at >= ${SINCE} ${mine} GROUP BY p.user_id
    ),
    reacted AS (
      SELECT user_id, sum(n)::int AS n FROM (
        SELECT p.user_id, count(*) AS n FROM post_likes l JOIN posts p ON p.id = l.post_id
        WHERE l.created_at >= ${SINCE} AND l.user_id <> p.user_id ${mine} GROUP BY p.user_id
        UNION ALL
        SELECT p.user_id, count(*) FROM post_shares s JOIN posts p ON p.id = s.post_id
        WHERE s.created_at >= ${SINCE} AND s.user_id <> p.user_id ${mine} GROUP BY p.user_id
      ) both_kinds GROUP BY user_id
    )
    SELECT c.user_id,
      coalesce(m.n, 0) AS posts,
      coalesce(r.n, 0) AS comments_received,
      coalesce(r.replied, 0) AS replied_in_time,
      coalesce(s.n, 0) AS impressions,
      coalesce(x.n, 0) + coalesce(r.n, 0) AS engagements
    FROM creators c
    LEFT JOIN made m ON m.user_id = c.user_id
    LEFT JOIN received r ON r.user_id = c.user_id
    LEFT JOIN seen s ON s.user_id = c.user_id
    LEFT JOIN reacted x ON x.user_id = c.user_id`;
}

export interface EnergyInputsRow {
  user_id: string;
  posts: number;
  comments_received: number;
  replied_in_time: number;
  impressions: number;
  engagements: number;
}
