// Development helper: starts Kuza and the floor on an existing bench database and compares their answers.
import { buildCases } from './cases';
import { databaseUrl, loadBenchConfig } from './config';
import { withClient } from './database';
import { checkParity } from './parity';
import { startFloor, startKuza } from './processes';
import { signIn } from './viewers';

async function main() {
  const config = loadBenchConfig();
  const url = databaseUrl(config);
  const kuza = await startKuza(url);
  const floor = await startFloor(url);
  try {
    const viewer = await signIn(url, Number(process.env.BENCH_VIEWER ?? 5000 * Math.min(1, config.scale)));
    const writer = await signIn(url, 3);
    const counts = await withClient(
      url,
      async (c) =>
        (await c.query('SELECT (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM hashtags) AS hashtags'))
          .rows[0],
    );
    const cases = await buildCases({
      url,
      serverUrl: kuza.url,
      viewer,
      writer,
      posts: Number(counts.posts),
      hashtags: Number(counts.hashtags),
    });
    for (const [name, verdict] of await checkParity(cases, kuza.url, floor.url)) console.log(`${name}: ${verdict}`);
  } finally {
    await kuza.stop();
    await floor.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
