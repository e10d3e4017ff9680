// Before/after numbers per fix: runs the selected cases (BENCH_ONLY) against several Kuza builds in turn, Kuza only.
// BENCH_LADDER="before=/tmp/kuza-before/server/dist/main.js,fix1=/tmp/kuza-fix1/server/dist/main.js,now=server/dist/main.js"
// A build may name its own Node flags after the file (e.g. "young16=server/dist/main.js --max-semi-space-size=16";
// "none" for Node's defaults); without them it runs with BENCH_KUZA_NODE_FLAGS or npm start's flags.
import { buildCases } from './cases';
import { databaseUrl, loadBenchConfig } from './config';
import { vacuum, withClient } from './database';
import { measure, type LoadResult } from './load';
import { rssMb } from './proc-stats';
import { startKuza } from './processes';
import { waitIdle } from './sections';
import { signIn } from './viewers';

const backends = (adminUrl: string, db: string) => () =>
  withClient(adminUrl, async (c) =>
    (await c.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'kuza'`, [db])).rows.map(
      (r) => r.pid as number,
    ),
  );

async function main() {
  const config = loadBenchConfig();
  const url = databaseUrl(config);
  const builds = (process.env.BENCH_LADDER ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [main, ...flags] = pair
        .slice(at + 1)
        .trim()
        .split(/\s+/);
      return [pair.slice(0, at), main, flags.length ? flags.join(' ') : undefined] as const;
    });
  const defaultFlags = process.env.BENCH_KUZA_NODE_FLAGS;
  const viewer = await signIn(url, Math.max(2, Math.round(5000 * Math.min(1, config.scale))));
  const writer = await signIn(url, 3);
  const rows: string[] = [];
  for (const [label, main, flags] of builds) {
    process.env.BENCH_KUZA_MAIN = main;
    if (flags ?? defaultFlags) process.env.BENCH_KUZA_NODE_FLAGS = flags ?? defaultFlags;
    else delete process.env.BENCH_KUZA_NODE_FLAGS;
    await vacuum(url); // every build starts from the same state, whatever the one before it wrote
    const kuza = await startKuza(url);
    const startRss = rssMb(kuza.pid);
    try {
      const counts = await withClient(
        url,
        async (c) =>
          (await c.query('SELECT (SELECT count(*) FROM posts) AS p, (SELECT count(*) FROM hashtags) AS h')).rows[0],
      );
      const cases = (
        await buildCases({
          url,
          serverUrl: kuza.url,
          viewer,
          writer,
          posts: Number(counts.p),
          hashtags: Number(counts.h),
        })
      ).filter((c) => config.only.some((o) => c.name.includes(o)));
      for (const c of cases) {
        for (const connections of config.connections) {
          const r: LoadResult = await measure(
            kuza.url,
            kuza.pid,
            backends(config.adminUrl, config.dbName),
            c,
            connections,
            config.durationS,
            config.warmupS,
          );
          await waitIdle(config.adminUrl, config.dbName);
          const perRequest =
            r.requests > 0
              ? `${((r.cpuPct * 10) / r.rps).toFixed(2)} + ${((r.dbCpuPct * 10) / r.rps).toFixed(2)}`
              : '– (no request finished)';
          const row = `| ${label} | ${c.name} | ${connections} | ${r.rps.toFixed(0)} | ${r.requests > 0 ? r.p50 : '–'} | ${r.requests > 0 ? r.p99 : '–'} | ${perRequest} | ${startRss.toFixed(0)} / ${r.peakRssMb.toFixed(0)} |${r.errors ? ` ${r.errors} errors` : ''}`;
          console.log(row);
          rows.push(row);
        }
      }
    } finally {
      await kuza.stop();
    }
  }
  console.log(
    [
      '',
      '| build | case | conns | req/s | p50 ms | p99 ms | CPU ms/req (node + DB) | RSS MB at start / peak |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
