// Money (issue 30): tips confirmed per second against a plain-SQL floor, and the wallet page of a user with a long
// ledger history. See docs/benchmarks.md, "Money".
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { BenchConfig } from './config';
import { ROOT } from './database';
import { confirmTipFloor } from './floor/tips';
import { measure } from './load';
import { body } from './operations';
import { ledgerInvariants, seedPaidTipCheckouts, seedWallet } from './money-seed';
import { startKuza } from './processes';
import { cpuSeconds } from './proc-stats';
import type { BenchResults, TipsResult } from './results';
import { JWT_SECRET, signIn } from './viewers';
import { backendsOf, waitIdle } from './sections';

const log = (line: string) => console.log(`[bench] ${line}`);

/** The seeded user whose wallet holds the long history (a creator who is not among the tipped ones). */
export const WALLET_USER = 7;

export const WALLET_PAGE = `query BenchWalletPage {
  wallet {
    balances {
      currency
      available { amountMinor currency }
      pending { amountMinor currency }
      withdrawing { amountMinor currency }
      lifetime { amountMinor currency }
    }
    transactions(first: 20) {
      edges {
        cursor
        node {
          id kind direction status reference createdAt
          gross { amountMinor currency }
          fee { amountMinor currency }
          net { amountMinor currency }
          counterparty { id username }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

const wanted = (config: BenchConfig, name: string) => !config.only.length || config.only.some((o) => name.includes(o));

/** Both money measurements; each is skipped with BENCH_SKIP=tips or wallet. */
export async function moneySection(config: BenchConfig, url: string, results: BenchResults): Promise<void> {
  if (!config.skip.has('wallet') && wanted(config, 'wallet page')) await walletPage(config, url, results);
  if (!config.skip.has('tips') && wanted(config, 'tips confirmed')) await tipsConfirmed(config, url, results);
  results.notes.push(`After the money cases: ${await ledgerInvariants(url)}.`);
}

/** The wallet page (balances and the first 20 transactions) of a user with `walletEntries` ledger entries. */
async function walletPage(config: BenchConfig, url: string, results: BenchResults): Promise<void> {
  const started = Date.now();
  const entries = await seedWallet(url, WALLET_USER, config.walletEntries);
  log(`wallet: ${entries.toLocaleString('en')} entries seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const viewer = await signIn(url, WALLET_USER);
  const kuza = await startKuza(url);
  try {
    const name = `wallet page (balances + transactions first 20), ${entries.toLocaleString('en')} ledger entries`;
    const c = { name, kind: 'read' as const, token: viewer.token, body: body(WALLET_PAGE), kuzaOnly: true };
    for (const connections of config.connections) {
      const k = await measure(
        kuza.url,
        kuza.pid,
        backendsOf(config.adminUrl, config.dbName, 'kuza'),
        c,
        connections,
        config.durationS,
        config.warmupS,
      );
      await waitIdle(config.adminUrl, config.dbName);
      log(
        `${name} ×${connections}: ${k.rps.toFixed(0)} req/s p50 ${k.p50} p99 ${k.p99}${k.errors ? ` (${k.errors} errors)` : ''}`,
      );
      results.cases.push({ name, kind: 'read', connections, kuza: k, floor: null });
    }
  } finally {
    await kuza.stop();
  }
}

interface InProcessKuza {
  deps: { services: { get<T>(type: new (...args: never[]) => T): T } };
  stop(): Promise<void>;
}

/**
 * Kuza's production build in this process, its job worker off: the bench calls the webhook-event job's handler
 * (PaymentEventsService.process, what the `payments:process-event` job runs) itself, as many at a time as there are
 * "connections". The handler re-reads the charge from the fake gateway, marks the checkout PAID and, through the tip
 * handler, posts the ledger transaction, records the tip, notifies the creator and schedules settlement, in one
 * database transaction: everything a confirmed tip costs Kuza after the webhook's 200.
 */
async function startInProcessKuza(url: string): Promise<InProcessKuza & { process(id: string): Promise<void> }> {
  const load = createRequire(__filename);
  // BENCH_KUZA_MAIN (another build's main.js) is loaded here too, so before/after builds compare the same way.
  const main = path.resolve(ROOT, process.env.BENCH_KUZA_MAIN ?? 'server/dist/main.js');
  const dist = (file: string) => path.join(path.dirname(main), file);
  const { loadConfig } = load(dist('config.js')) as { loadConfig(env: NodeJS.ProcessEnv): unknown };
  const { startKuza: start } = load(dist('app/server.js')) as {
    startKuza(config: unknown): Promise<InProcessKuza>;
  };
  const { PaymentEventsService } = load(dist('features/payments/index.js')) as {
    PaymentEventsService: new (...args: never[]) => { process(id: string): Promise<void> };
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kuza-bench-tips-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PORT: '0',
    JWT_SECRET,
    SEED_DEMO: 'false',
    JOB_WORKER: 'false',
    PAYMENT_GATEWAY: 'fake',
    LOG_LEVEL: 'warn',
  });
  const kuza = await start(config);
  const events = kuza.deps.services.get(PaymentEventsService);
  return {
    ...kuza,
    process: (id) => events.process(id),
    async stop() {
      await kuza.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` over every id, `concurrency` at a time; answers the seconds it took. */
async function drain(ids: string[], concurrency: number, work: (id: string) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ids.length) await work(ids[next++]);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Tips confirmed per second by Kuza's job handler and by the floor, at each connection count. */
async function tipsConfirmed(config: BenchConfig, url: string, results: BenchResults): Promise<void> {
  const count = config.tips;
  const warmup = Math.max(20, Math.round(count / 10));
  const kuza = await startInProcessKuza(url);
  // The floor's pool is Kuza's size (server/src/db/data-source.ts: 10 connections).
  const floor = new Pool({ connectionString: url, max: 10, application_name: 'kuza-floor' });
  try {
    for (const connections of config.connections) {
      const row: TipsResult = { connections, tips: count, kuzaPerS: 0, floorPerS: 0 };
      for (const side of ['kuza', 'floor'] as const) {
        const ids = await seedPaidTipCheckouts(url, `${side}-${connections}-${Date.now()}`, warmup + count);
        const work = side === 'kuza' ? kuza.process : (id: string) => confirmTipFloor(floor, id);
        await drain(ids.slice(0, warmup), connections, work);
        const backends = await backendsOf(config.adminUrl, config.dbName, side === 'kuza' ? 'kuza' : 'kuza-floor')();
        const dbBefore = backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
        const nodeBefore = process.cpuUsage();
        const seconds = await drain(ids.slice(warmup), connections, work);
        const nodeUsed = process.cpuUsage(nodeBefore);
        const dbUsed = backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - dbBefore;
        await waitIdle(config.adminUrl, config.dbName);
        row[side === 'kuza' ? 'kuzaPerS' : 'floorPerS'] = count / seconds;
        row[side === 'kuza' ? 'kuzaCpuMs' : 'floorCpuMs'] = {
          node: (nodeUsed.user + nodeUsed.system) / 1000 / count,
          db: (dbUsed * 1000) / count,
        };
      }
      const cpu = (c?: { node: number; db: number }) => `${c!.node.toFixed(2)} + ${c!.db.toFixed(2)} ms`;
      log(
        `tips confirmed ×${connections}: Kuza ${row.kuzaPerS.toFixed(0)}/s (${cpu(row.kuzaCpuMs)}); floor ${row.floorPerS.toFixed(0)}/s (${cpu(row.floorCpuMs)}); ${((100 * row.kuzaPerS) / row.floorPerS).toFixed(0)} %`,
      );
      (results.tips ??= []).push(row);
    }
  } finally {
    await floor.end();
    await kuza.stop();
  }
}
