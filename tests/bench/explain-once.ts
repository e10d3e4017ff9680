// Throwaway: logs EXPLAIN ANALYZE of every statement of one feed first page through auto_explain.
import { databaseUrl, loadBenchConfig } from './config';
import { withClient } from './database';
import { FEED, body } from './operations';
import { startKuza } from './processes';
import { signIn } from './viewers';

async function main() {
  const config = loadBenchConfig();
  const url = databaseUrl(config);
  const kuza = await startKuza(url);
  try {
    const viewer = await signIn(url, 5000);
    const send = async (mode: string, energy: number) => {
      const r = await fetch(`${kuza.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${viewer.token}` }, body: JSON.stringify(body(FEED, { mode, energy })) });
      return r.text();
    };
    const mode = process.env.MODE ?? 'MY_FLOW';
    for (let i = 0; i < 30; i++) await send(mode, 100);
    await withClient(url, (c) => c.query(`ALTER DATABASE ${config.dbName} SET auto_explain.log_min_duration = 0`));
    await kuza.stop();
    const k2 = await startKuza(url);
    const send2 = async () => (await fetch(`${k2.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${viewer.token}` }, body: JSON.stringify(body(FEED, { mode, energy: 100 })) })).text();
    for (let i = 0; i < 8; i++) await send2();
    await k2.stop();
  } finally {
    await withClient(url, (c) => c.query(`ALTER DATABASE ${config.dbName} RESET auto_explain.log_min_duration`));
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
