// The data set, generated inside PostgreSQL with generate_series (no rows cross the wire). Ids are md5-derived
// UUIDs of a row's number (user n: md5('u' || n)), so the load generator can name any row without reading it.
// Popularity is Zipf-like: rank = floor(exp(random() * ln(N + 1))) gives P(rank r) ≈ ln((r + 1) / r) ∝ 1 / r.

export interface SeedSize {
  users: number;
  posts: number;
  hashtags: number;
  likes: number;
  comments: number;
  shares: number;
  /** Users 1..activeUsers follow `activeFollows` creators each; the others follow `casualFollows`. */
  activeUsers: number;
  activeFollows: number;
  casualFollows: number;
}

export function seedSize(scale: number, postScale = scale): SeedSize {
  const n = (base: number, s = scale) => Math.max(50, Math.round(base * s));
  return {
    users: n(100_000),
    posts: n(1_000_000, postScale),
    hashtags: n(50_000),
    likes: n(2_000_000, postScale),
    comments: n(200_000, postScale),
    shares: n(100_000, postScale),
    activeUsers: n(10_000),
    activeFollows: 200,
    casualFollows: 5,
  };
}

const NAMED_TAGS = [
  'afrobeats',
  'nairobi',
  'lagos',
  'amapiano',
  'naija',
  'kenya',
  'ghana',
  'art',
  'music',
  'fashion',
  'comedy',
  'food',
  'football',
  'accra',
  'kampala',
  'design',
  'podcast',
  'dance',
  'tech',
  'travel',
];

/** The tag of popularity rank r (1 = most used). */
export const tagNameSql = (r: string) => `COALESCE((ARRAY['${NAMED_TAGS.join("','")}'])[${r}], 'tag' || ${r})`;
export const tagName = (rank: number) => NAMED_TAGS[rank - 1] ?? `tag${rank}`;

// Real sentences (English, French, Kiswahili), one per post after its number and tags, so search reads vectors of
// a realistic size (about half the posts pass the 140 characters of a locked post's teaser).
const POST_LINES = [
  'Recording the new track tonight with the band, come through if you are in town',
  'Merci pour tout le soutien, la tournée commence samedi à Dakar et nous avons hâte de vous voir',
  'Habari za asubuhi! Tunaanza kazi mpya leo, karibuni sana kwenye studio yetu ya muziki',
  'Three tips for new creators: post often, answer every comment, and collaborate with people you admire',
  'Street food tour of the old market: suya, kelewele and the best grilled corn I have ever had in my life',
  'Nouvelle collection disponible, tissus wax faits main par des couturières du quartier',
  'Match day! Who is watching the derby this weekend?',
  'Behind the scenes of our short film: twelve nights of shooting, one generator and a lot of tea',
];
const postLineSql = (n: string) => `(ARRAY['${POST_LINES.join("','")}'])[1 + ${n} % ${POST_LINES.length}]`;

const zipf = (n: string) => `floor(exp(random() * ln(${n} + 1)))::int`;
const uniform = (n: string) => `(1 + floor(random() * ${n}))::int`;
/** A creator: 70 % by popularity rank, 30 % anyone. */
const creator = (n: string) => `CASE WHEN random() < 0.7 THEN ${zipf(n)} ELSE ${uniform(n)} END`;
const uid = (n: string) => `md5('u' || ${n})::uuid`;

/** Statements in order; each is timed by the caller. The session must not run parallel workers (setseed). */
export function seedStatements(s: SeedSize): Array<{ name: string; sql: string }> {
  const U = String(s.users);
  const P = String(s.posts);
  const H = String(s.hashtags);
  return [
    {
      name: 'session',
      sql: `SET max_parallel_workers_per_gather = 0; SET session_replication_role = replica; SET synchronous_commit = off;
            SET work_mem = '256MB'; SET maintenance_work_mem = '1GB'; SELECT setseed(0.42)`,
    },
    {
      name: 'staging: posts with author, time and two tag ranks',
      sql: `CREATE UNLOGGED TABLE bench_posts AS
            SELECT n, ${creator(U)} AS author, now() - random() * interval '365 days' AS created_at,
                   ${zipf(H)} AS t1, ${zipf(H)} AS t2
            FROM generate_series(1, ${P}) n;
            ALTER TABLE bench_posts ADD PRIMARY KEY (n)`,
    },
    {
      name: 'staging: likes (popular posts, recent ones more), comments, shares',
      // Each like's time: 2 % in the last hour, the others between the post's time and now.
      sql: `CREATE UNLOGGED TABLE bench_likes AS
            SELECT l.post_n, l.user_n,
                   CASE WHEN random() < 0.02 THEN now() - random() * interval '59 minutes'
                        ELSE b.created_at + random() * (now() - b.created_at) END AS at
            FROM (
              SELECT DISTINCT ON (post_n, user_n) post_n, user_n FROM (
                SELECT CASE WHEN random() < 0.8 THEN ${zipf(P)} ELSE ${uniform(P)} END AS post_n, ${uniform(U)} AS user_n
                FROM generate_series(1, ${s.likes})
              ) x
            ) l JOIN bench_posts b ON b.n = l.post_n;
            CREATE UNLOGGED TABLE bench_comments AS
            SELECT ${zipf(P)} AS post_n, ${uniform(U)} AS user_n FROM generate_series(1, ${s.comments});
            CREATE UNLOGGED TABLE bench_shares AS
            SELECT DISTINCT ON (post_n, user_n) post_n, user_n FROM (
              SELECT ${zipf(P)} AS post_n, ${uniform(U)} AS user_n FROM generate_series(1, ${s.shares})
            ) x`,
    },
    {
      name: 'staging: follow graph',
      sql: `CREATE UNLOGGED TABLE bench_follows AS
            SELECT DISTINCT ON (a, b) a, b FROM (
              SELECT f.n AS a, ${creator(U)} AS b
              FROM generate_series(1, ${U}) f(n)
              CROSS JOIN LATERAL generate_series(1, CASE WHEN f.n <= ${s.activeUsers} THEN ${s.activeFollows} ELSE ${s.casualFollows} END) k
            ) x WHERE a <> b`,
    },
    {
      name: 'users',
      sql: `INSERT INTO users (id, email, password_hash, created_at)
            SELECT ${uid('n')}, 'user' || n || '@bench.kuza.test', '$2b$10$benchbenchbenchbenchbeuNoPasswordCanMatchThisHashAtAll..',
                   now() - interval '400 days' + n * interval '1 second'
            FROM generate_series(1, ${U}) n`,
    },
    {
      name: 'profiles (exact follower and following counts)',
      sql: `INSERT INTO profiles (id, username, bio, is_verified, followers_count, following_count, created_at)
            SELECT ${uid('n')}, 'user' || n, 'Creator number ' || n || ' of the benchmark', n % 100 = 1,
                   COALESCE(fr.c, 0), COALESCE(fg.c, 0), now() - interval '400 days' + n * interval '1 second'
            FROM generate_series(1, ${U}) n
            LEFT JOIN (SELECT b, count(*)::int AS c FROM bench_follows GROUP BY b) fr ON fr.b = n
            LEFT JOIN (SELECT a, count(*)::int AS c FROM bench_follows GROUP BY a) fg ON fg.a = n`,
    },
    {
      name: 'follows',
      sql: `INSERT INTO follows (follower_id, followee_id, created_at)
            SELECT ${uid('a')}, ${uid('b')}, now() - interval '380 days' + random() * interval '370 days' FROM bench_follows`,
    },
    {
      name: 'posts (exact likes, comments and shares counts, and the last like)',
      sql: `INSERT INTO posts (id, user_id, content, likes_count, comments_count, shares_count, created_at, last_liked_at)
            SELECT md5('p' || b.n)::uuid, ${uid('b.author')},
                   'Post ' || b.n || ' from the benchmark #' || ${tagNameSql('b.t1')} ||
                   CASE WHEN b.t2 <> b.t1 THEN ' and #' || ${tagNameSql('b.t2')} ELSE '' END || '. ' || ${postLineSql('b.n')},
                   COALESCE(l.c, 0), COALESCE(c.c, 0), COALESCE(s.c, 0), b.created_at, l.last
            FROM bench_posts b
            LEFT JOIN (SELECT post_n, count(*)::int AS c, max(at) AS last FROM bench_likes GROUP BY 1) l ON l.post_n = b.n
            LEFT JOIN (SELECT post_n, count(*)::int AS c FROM bench_comments GROUP BY 1) c ON c.post_n = b.n
            LEFT JOIN (SELECT post_n, count(*)::int AS c FROM bench_shares GROUP BY 1) s ON s.post_n = b.n
            ORDER BY b.created_at`,
    },
    {
      name: 'hashtags (exact usage counts)',
      sql: `INSERT INTO hashtags (id, tag, usage_count, created_at)
            SELECT md5('h' || r)::uuid, ${tagNameSql('r')}, COALESCE(u.c, 0), now() - interval '366 days'
            FROM generate_series(1, ${H}) r
            LEFT JOIN (
              SELECT t, count(*)::int AS c FROM (SELECT t1 AS t FROM bench_posts UNION ALL SELECT t2 FROM bench_posts WHERE t2 <> t1) x GROUP BY t
            ) u ON u.t = r`,
    },
    {
      name: 'post_hashtags',
      sql: `INSERT INTO post_hashtags (post_id, hashtag_id, post_created_at)
            SELECT md5('p' || n)::uuid, md5('h' || t1)::uuid, created_at FROM bench_posts
            UNION ALL
            SELECT md5('p' || n)::uuid, md5('h' || t2)::uuid, created_at FROM bench_posts WHERE t2 <> t1`,
    },
    {
      name: 'likes (2 % in the last hour)',
      sql: `INSERT INTO post_likes (post_id, user_id, created_at)
            SELECT md5('p' || l.post_n)::uuid, ${uid('l.user_n')}, l.at FROM bench_likes l`,
    },
    {
      name: 'comments and shares',
      sql: `INSERT INTO comments (post_id, user_id, content, created_at)
            SELECT md5('p' || c.post_n)::uuid, ${uid('c.user_n')}, 'Nice one!', b.created_at + random() * (now() - b.created_at)
            FROM bench_comments c JOIN bench_posts b ON b.n = c.post_n;
            INSERT INTO post_shares (post_id, user_id, created_at)
            SELECT md5('p' || s.post_n)::uuid, ${uid('s.user_n')}, b.created_at + random() * (now() - b.created_at)
            FROM bench_shares s JOIN bench_posts b ON b.n = s.post_n`,
    },
    {
      name: 'drop staging',
      sql: `DROP TABLE bench_posts, bench_likes, bench_comments, bench_shares, bench_follows; SET session_replication_role = origin`,
    },
    { name: 'vacuum analyze', sql: `VACUUM (ANALYZE)` },
  ];
}
