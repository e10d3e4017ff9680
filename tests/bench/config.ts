// Benchmark settings, all from the environment so a quick run and the full run are the same command.
export interface BenchConfig {
  /** 1 = the full data set (100k profiles, 1M posts); 0.05 for a quick run. */
  scale: number;
  /** Seconds per load case (after the warm-up). */
  durationS: number;
  warmupS: number;
  connections: number[];
  /** PostgreSQL server (admin connection): the bench creates and drops its own databases there. */
  adminUrl: string;
  dbName: string;
  /** Keep the seeded databases and reuse them on the next run (skips seeding when the data is there). */
  reuse: boolean;
  /** Only cases whose name contains one of these (comma-separated); empty: all. */
  only: string[];
  /** Sections to skip: load, floor, growth, money (or only its tips, wallet), subs, upload, bundle. */
  skip: Set<string>;
  subscribers: number[];
  uploadBytes: number;
  /** Ledger entries of the user whose wallet page is measured (money section). */
  walletEntries: number;
  /** Tips confirmed per measurement (after a tenth as many to warm up), per side and connection count. */
  tips: number;
  /** Where the markdown goes (docs/benchmarks.md), or '' to only print. */
  reportPath: string;
}

/** Rounds of each growth case, the small and the large database back to back (sections.ts growthSection). */
export const GROWTH_ROUNDS = 3;

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
};
const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function loadBenchConfig(): BenchConfig {
  const scale = num('BENCH_SCALE', 1);
  return {
    scale,
    durationS: num('BENCH_DURATION', 10),
    warmupS: num('BENCH_WARMUP', 3),
    connections: list('BENCH_CONNECTIONS', '1,32').map(Number),
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    dbName: process.env.BENCH_DB ?? `kuza_bench_${String(scale).replace('.', '_')}`,
    reuse: process.env.BENCH_REUSE === '1',
    only: list('BENCH_ONLY', ''),
    skip: new Set(list('BENCH_SKIP', '')),
    subscribers: list('BENCH_SUBSCRIBERS', scale >= 1 ? '1000,5000,10000' : '100,500').map(Number),
    uploadBytes: num('BENCH_UPLOAD_MB', scale >= 1 ? 500 : 50) * 1_000_000,
    walletEntries: Math.round(num('BENCH_WALLET_ENTRIES', Math.max(10_000, 1_000_000 * Math.min(1, scale)))),
    tips: Math.round(num('BENCH_TIPS', Math.max(300, 5000 * Math.min(1, scale)))),
    reportPath: process.env.BENCH_REPORT ?? (scale >= 1 ? 'docs/benchmarks.md' : ''),
  };
}

export function databaseUrl(config: BenchConfig, name = config.dbName): string {
  const url = new URL(config.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
