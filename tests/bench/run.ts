// `npm run bench`: seeds a separate database, loads Kuza's production build and the raw-SQL floor over loopback,
// measures subscriptions fan-out, a streamed upload and the client's route sizes, and writes docs/benchmarks.md.
// BENCH_SCALE=0.05 BENCH_DURATION=3 npm run bench is a quick version (see docs/benchmarks.md for every variable).
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeSizes } from './bundle';
import { databaseUrl, loadBenchConfig } from './config';
import { ROOT, dropDatabase, prepareDatabase, withClient } from './database';
import { renderResults } from './report';
import type { BenchResults } from './results';
import { moneySection } from './money';
import { fanOutSection, growthSection, loadSection, uploadSection } from './sections';
import { seedSize } from './seed-sql';
import { signIn } from './viewers';
import { writeBenchmarksDoc } from './write-doc';

const log = (line: string) => console.log(`[bench] ${line}`);

async function machine(adminUrl: string): Promise<string> {
  const pg = await withClient(
    adminUrl,
    async (c) => (await c.query('SHOW server_version')).rows[0].server_version as string,
  );
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Linux ${os.release()}, Node ${process.version}, PostgreSQL ${pg} (same machine)`;
}

async function main() {
  const config = loadBenchConfig();
  const started = Date.now();
  const url = databaseUrl(config);
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: await machine(config.adminUrl),
    scale: config.scale,
    durationS: config.durationS,
    seed: { reused: false, totalS: 0, steps: [], rows: {} },
    parity: [],
    cases: [],
    countsExact: null,
    growth: [],
    tips: [],
    fanOut: [],
    upload: null,
    bundle: [],
    notes: [],
  };
  log(`seeding ${config.dbName} (scale ${config.scale})`);
  results.seed = await prepareDatabase(config.adminUrl, url, config.dbName, seedSize(config.scale), config.reuse, log);
  log(`seeded in ${results.seed.totalS.toFixed(0)} s: ${JSON.stringify(results.seed.rows)}`);
  const smallDb = `${config.dbName}_small`;
  try {
    if (!config.skip.has('bundle')) results.bundle = routeSizes(path.join(ROOT, 'client/dist'));
    // An active user (follows ~200 creators) reads; user 3 writes.
    const viewerN = Math.max(2, Math.round(5000 * Math.min(1, config.scale)));
    const world = { url, viewer: await signIn(url, viewerN), writer: await signIn(url, 3) };
    // Growth first: the load section's write cases add tens of thousands of posts by one followed writer at the top
    // of the large database, which the small one would not have.
    if (!config.skip.has('growth')) {
      const smallUrl = databaseUrl(config, smallDb);
      log(`seeding ${smallDb} (a tenth of the posts)`);
      await prepareDatabase(
        config.adminUrl,
        smallUrl,
        smallDb,
        seedSize(config.scale, config.scale / 10),
        config.reuse,
        log,
      );
      const small = {
        db: smallDb,
        url: smallUrl,
        viewer: await signIn(smallUrl, viewerN),
        writer: await signIn(smallUrl, 3),
      };
      await growthSection(config, small, world, results);
    }
    if (!config.skip.has('load')) await loadSection(config, world, results);
    // After the load section: the wallet's history and the tips must not change what its cases read.
    if (!config.skip.has('money')) await moneySection(config, url, results);
    if (!config.skip.has('subs')) await fanOutSection(config, world, results);
    if (!config.skip.has('upload')) await uploadSection(config, world, results);
  } finally {
    if (!config.reuse) {
      await dropDatabase(config.adminUrl, config.dbName);
      await dropDatabase(config.adminUrl, smallDb);
    }
  }
  const markdown = renderResults(results);
  console.log(`\n${markdown}\n`);
  if (config.reportPath) {
    // The raw numbers of a reported run sit next to its tables: tests/bench/results for docs/benchmarks.md (committed
    // with it), `<report>.json` for a report elsewhere, so a trial run never replaces the committed numbers.
    const report = path.resolve(ROOT, config.reportPath);
    const raw =
      report === path.join(ROOT, 'docs/benchmarks.md')
        ? path.join(
            ROOT,
            'tests/bench/results',
            `scale-${config.scale}${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}.json`,
          )
        : `${report}.json`;
    mkdirSync(path.dirname(raw), { recursive: true });
    writeFileSync(raw, JSON.stringify(results, null, 2));
    writeBenchmarksDoc(report, markdown);
  }
  log(`done in ${((Date.now() - started) / 60000).toFixed(1)} min`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
