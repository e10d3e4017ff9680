// The demo audience's events, generated inside PostgreSQL (no rows cross the wire), and the per-city totals rebuilt
// from them. Dice are hashes of names and the post's text, not of ids, so every new database gets the same audience.

/** A number in [0, 1), the same for the same `dice` and `seed` (PostgreSQL's stable hash, as used for partitions). */
const roll = (dice: string, seed: number) =>
  `(hashtextextended(${dice}, ${seed})::float8 / 18446744073709551616 + 0.5)`;

/**
 * Each reader may see each demo post once per event window (the service's deduplication), from the window after it
 * was posted until the one before now: with a chance that fades with the post's age, so that over its life the
 * post gets `views` views from that reader (more from its author's city and country). Some views lead to a click.
 * $1 reader usernames, $2 their clicks per thousand views, $3 author usernames, $4 their audience sizes,
 * $5 window seconds, $6 attention kept from one window to the next, $7 the oldest age in windows.
 */
export const AUDIENCE_EVENTS_SQL = `
  WITH reader AS (
    SELECT p.id, p.username, p.country_code, p.city, r.clicks
    FROM unnest($1::text[], $2::int[]) AS r(username, clicks) JOIN profiles p ON lower(p.username) = lower(r.username)
  ), post AS MATERIALIZED (
    SELECT po.id, left(md5(po.content), 8) AS key, author.country_code, author.city, a.size,
           floor(extract(epoch FROM po.created_at) / $5)::bigint AS bucket
    FROM unnest($3::text[], $4::float8[]) AS a(username, size)
    JOIN profiles author ON lower(author.username) = lower(a.username)
    JOIN posts po ON po.user_id = author.id
  ), candidate AS (
    SELECT r.id AS viewer_id, r.clicks, po.id AS post_id, po.bucket + age AS bucket, age,
           r.username || po.key || age AS dice,
           po.size * CASE WHEN r.country_code = po.country_code AND r.city = po.city THEN 2.5
                          WHEN r.country_code = po.country_code THEN 1.5 ELSE 1 END AS views
    FROM reader r CROSS JOIN post po
    CROSS JOIN LATERAL generate_series(1, least(floor(extract(epoch FROM now()) / $5)::bigint - po.bucket - 1, $7::bigint)) AS age
  ), seen AS (
    SELECT * FROM candidate WHERE ${roll('dice', 1)} < views * (1 - $6::float8) * power($6::float8, age - 1)
  )
  INSERT INTO location_events (viewer_id, post_id, kind, bucket, created_at)
  SELECT s.viewer_id, s.post_id, k.kind, s.bucket, to_timestamp(s.bucket * $5 + floor(${roll('s.dice', 2)} * $5))
  FROM seen s CROSS JOIN LATERAL (VALUES ('IMPRESSION', true), ('CLICK', ${roll('s.dice', 3)} * 1000 < s.clicks)) AS k(kind, happened)
  WHERE k.happened
  ON CONFLICT DO NOTHING`;

const AUTHORS = `SELECT id FROM profiles WHERE lower(username) IN (SELECT lower(u) FROM unnest($1::text[]) AS u)`;

/** $1 usernames: their per-city rows, cleared before they are counted again. */
export const CLEAR_ANALYTICS_SQL = `DELETE FROM location_analytics WHERE author_id IN (${AUTHORS})`;

/**
 * $1 usernames: their per-city rows become the count of their posts' events by the viewer's city (their city now:
 * demo viewers stay where they are), as the service's atomic increments would have made them.
 */
export const COUNT_ANALYTICS_SQL = `
  INSERT INTO location_analytics (author_id, country_code, city, country, total_impressions, total_clicks)
  SELECT po.user_id, v.country_code, v.city, max(v.country),
         count(*) FILTER (WHERE e.kind = 'IMPRESSION'), count(*) FILTER (WHERE e.kind = 'CLICK')
  FROM location_events e
  JOIN posts po ON po.id = e.post_id AND po.user_id IN (${AUTHORS})
  JOIN profiles v ON v.id = e.viewer_id AND v.country_code IS NOT NULL AND v.city IS NOT NULL
  GROUP BY po.user_id, v.country_code, v.city`;
