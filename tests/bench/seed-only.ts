// Seeds (or reuses) the bench database without running the load: `node -r @swc-node/register tests/bench/seed-only.ts`.
import { databaseUrl, loadBenchConfig } from './config';
import { prepareDatabase } from './database';
import { seedSize } from './seed-sql';

async function main() {
  const config = loadBenchConfig();
  const postScale = Number(process.env.BENCH_POST_SCALE ?? config.scale);
  const name = process.env.BENCH_DB ?? config.dbName;
  const report = await prepareDatabase(
    config.adminUrl,
    databaseUrl(config, name),
    name,
    seedSize(config.scale, postScale),
    config.reuse,
    console.log,
  );
  console.log(JSON.stringify(report, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
