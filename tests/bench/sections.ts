import { buildCases, post } from './cases';
import { GROWTH_ROUNDS, type BenchConfig } from './config';
import { withClient } from './database';
import { measure, type LoadCase, type LoadResult } from './load';
import { checkParity } from './parity';
import { startFloor, startKuza, type Served } from './processes';
import type { BenchResults, CaseResult } from './results';
import { tagName } from './seed-sql';
import { fanOut } from './subscriptions';
import { streamUpload } from './upload';

export interface World {
  url: string;
  viewer: { userId: string; token: string };
  writer: { userId: string; token: string };
}

const log = (line: string) => console.log(`[bench] ${line}`);

/** PostgreSQL backends of one application on the bench database (for their CPU). */
export const backendsOf = (adminUrl: string, db: string, app: string) => () =>
  withClient(adminUrl, async (c) =>
    (
      await c.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [db, app])
    ).rows.map((r) => r.pid as number),
  );

async function sizes(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      'SELECT (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM hashtags) AS hashtags',
    );
    return { posts: Number(rows[0].posts), hashtags: Number(rows[0].hashtags) };
  });
}

const selected = (config: BenchConfig, cases: LoadCase[]) =>
  config.only.length ? cases.filter((c) => config.only.some((o) => c.name.includes(o))) : cases;

/** Waits until no statement of the bench database is running: a slow case must not spill into the next one. */
export async function waitIdle(adminUrl: string, db: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const active = await withClient(adminUrl, async (c) =>
      Number(
        (
          await c.query(
            `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
            [db],
          )
        ).rows[0].n,
      ),
    );
    if (active === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function runCases(
  config: BenchConfig,
  db: string,
  kuza: Served,
  floor: Served | null,
  cases: LoadCase[],
): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for (const c of cases) {
    for (const connections of config.connections) {
      const k = await measure(
        kuza.url,
        kuza.pid,
        backendsOf(config.adminUrl, db, 'kuza'),
        c,
        connections,
        config.durationS,
        config.warmupS,
      );
      await waitIdle(config.adminUrl, db);
      const f =
        floor && !c.kuzaOnly
          ? await measure(
              floor.url,
              floor.pid,
              backendsOf(config.adminUrl, db, 'kuza-floor'),
              c,
              connections,
              config.durationS,
              config.warmupS,
            )
          : null;
      await waitIdle(config.adminUrl, db);
      out.push({ name: c.name, kind: c.kind, connections, kuza: k, floor: f });
      log(
        `${c.name} ×${connections}: Kuza ${k.rps.toFixed(0)} req/s p50 ${k.p50} p99 ${k.p99}${f ? `; floor ${f.rps.toFixed(0)} req/s p99 ${f.p99}; ${((100 * k.rps) / f.rps).toFixed(0)} %` : ''}${k.errors ? ` (${k.errors} errors)` : ''}`,
      );
    }
  }
  return out;
}

/** Every read and write case against Kuza and the floor; then checks that all counters are still exact. */
export async function loadSection(config: BenchConfig, w: World, results: BenchResults): Promise<void> {
  const kuza = await startKuza(w.url);
  const floor = config.skip.has('floor') ? null : await startFloor(w.url);
  try {
    const { posts, hashtags } = await sizes(w.url);
    const cases = selected(config, await buildCases({ ...w, serverUrl: kuza.url, posts, hashtags }));
    if (floor) results.parity = [...(await checkParity(cases, kuza.url, floor.url))];
    for (const [name, verdict] of results.parity)
      if (verdict !== 'identical') log(`parity ${name}: ${verdict.slice(0, 300)}`);
    results.cases.push(...(await runCases(config, config.dbName, kuza, floor, cases)));
    if (cases.some((c) => c.kind === 'write')) results.countsExact = await countsExact(w.url);
  } finally {
    await kuza.stop();
    await floor?.stop();
  }
}

async function countsExact(url: string): Promise<string> {
  return withClient(url, async (c) => {
    const usage = await c.query(
      `SELECT count(*)::int AS n FROM hashtags h LEFT JOIN (SELECT hashtag_id, count(*) AS c FROM post_hashtags GROUP BY 1) x ON x.hashtag_id = h.id WHERE h.usage_count <> COALESCE(x.c, 0)`,
    );
    const likes = await c.query(
      `SELECT count(*)::int AS n FROM posts p LEFT JOIN (SELECT post_id, count(*) AS c FROM post_likes GROUP BY 1) x ON x.post_id = p.id WHERE p.likes_count <> COALESCE(x.c, 0)`,
    );
    const u = usage.rows[0].n as number;
    const l = likes.rows[0].n as number;
    return u === 0 && l === 0
      ? 'every hashtag usageCount and post likesCount equals its rows (exact)'
      : `**${u} hashtags and ${l} posts have counts that differ from their rows**`;
  });
}

/**
 * The energy-100 feed on a database with a tenth of the posts and on the full one. A Kuza serves each; every case
 * runs on the small and the large database back to back, GROWTH_ROUNDS times, and each size keeps its fastest round:
 * a shared host's speed drifts within minutes by more than the effect measured here, and drift only slows a run.
 */
export async function growthSection(
  config: BenchConfig,
  small: World & { db: string },
  large: World,
  results: BenchResults,
): Promise<void> {
  const serve = async (w: World) => {
    const kuza = await startKuza(w.url);
    const { posts, hashtags } = await sizes(w.url);
    const cases = (await buildCases({ ...w, serverUrl: kuza.url, posts, hashtags })).filter((c) =>
      c.name.includes('energy 100'),
    );
    return { kuza, posts, cases };
  };
  const dbOf = { small: small.db, large: config.dbName };
  const served: Array<Awaited<ReturnType<typeof serve>>> = [];
  try {
    // Each Kuza is stopped below even when the other one fails to start.
    for (const w of [small, large]) served.push(await serve(w));
    const sides = { small: served[0], large: served[1] };
    for (const smallCase of sides.small.cases) {
      const largeCase = sides.large.cases.find((c) => c.name === smallCase.name);
      if (!largeCase) continue;
      for (const connections of config.connections) {
        const best: { small?: LoadResult; large?: LoadResult } = {};
        for (let round = 0; round < GROWTH_ROUNDS; round++) {
          for (const size of ['small', 'large'] as const) {
            const { kuza } = sides[size];
            const c = size === 'small' ? smallCase : largeCase;
            const r = await measure(
              kuza.url,
              kuza.pid,
              backendsOf(config.adminUrl, dbOf[size], 'kuza'),
              c,
              connections,
              config.durationS,
              config.warmupS,
            );
            await waitIdle(config.adminUrl, dbOf[size]);
            if (!best[size] || r.rps > best[size].rps) best[size] = r;
          }
        }
        const { small: s, large: l } = best as Required<typeof best>;
        log(
          `growth ${smallCase.name} ×${connections}: ${s.rps.toFixed(0)} → ${l.rps.toFixed(0)} req/s (${((100 * l.rps) / s.rps).toFixed(0)} %)`,
        );
        results.growth.push({
          name: smallCase.name,
          connections,
          small: s,
          large: l,
          smallPosts: sides.small.posts,
          largePosts: sides.large.posts,
        });
      }
    }
  } finally {
    for (const side of served) await side.kuza.stop();
  }
}

export async function fanOutSection(config: BenchConfig, w: World, results: BenchResults): Promise<void> {
  for (const n of config.subscribers) {
    const kuza = await startKuza(w.url);
    try {
      const r = await fanOut(kuza.url, kuza.pid, w.writer.token, n, tagName(1));
      log(
        `fan-out ${n}: received ${r.received}, p50 ${r.p50Ms.toFixed(0)} ms, p99 ${r.p99Ms.toFixed(0)} ms, ${r.idleKbPerSubscriber.toFixed(1)} KB idle each`,
      );
      results.fanOut.push(r);
    } finally {
      await kuza.stop();
    }
  }
}

export async function uploadSection(config: BenchConfig, w: World, results: BenchResults): Promise<void> {
  const kuza = await startKuza(w.url);
  try {
    // One small request first, so the measured growth is the upload's and not the server's first request.
    await post(kuza.url, {
      operationName: 'Trending',
      query: 'query Trending { trendingHashtags { id } }',
      variables: {},
    });
    results.upload = await streamUpload(kuza.url, kuza.pid, w.writer.token, config.uploadBytes);
    log(
      `upload: ${results.upload.mbPerS.toFixed(0)} MB/s, RSS +${results.upload.rssGrowthMb.toFixed(1)} MB, ok ${results.upload.ok}`,
    );
  } finally {
    await kuza.stop();
  }
}
