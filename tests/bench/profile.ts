// Development helper: `BENCH_ONLY=trending node -r @swc-node/register tests/bench/profile.ts` runs the selected cases
// against Kuza started with --cpu-prof and prints the functions with the most self time, by package.
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCases } from './cases';
import { databaseUrl, loadBenchConfig } from './config';
import { withClient } from './database';
import { measure } from './load';
import { WALLET_PAGE, WALLET_USER } from './money';
import { body } from './operations';
import { startFloor, startKuza } from './processes';
import { signIn } from './viewers';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Inclusive time of the functions named in PROFILE_INCLUSIVE (comma-separated), not counting recursion twice. */
function inclusive(nodes: ProfileNode[], total: number): void {
  const names = (process.env.PROFILE_INCLUSIVE ?? '').split(',').filter(Boolean);
  if (names.length === 0) return;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const sums = new Map<string, number>();
  const walk = (id: number, active: Set<string>) => {
    const n = byId.get(id)!;
    const name = n.callFrame.functionName;
    const counts = names.includes(name) && !active.has(name);
    const next = counts ? new Set([...active, name]) : active;
    for (const a of next) sums.set(a, (sums.get(a) ?? 0) + (n.hitCount ?? 0));
    for (const c of n.children ?? []) walk(c, next);
  };
  walk(nodes[0].id, new Set());
  console.log('--- inclusive ---');
  for (const name of names) console.log(`${((100 * (sums.get(name) ?? 0)) / total).toFixed(1).padStart(5)} %  ${name}`);
}

function summarize(file: string, top: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const total = profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    const url = n.callFrame.url.replace(/^file:\/\//, '');
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/server/dist/')
        ? 'kuza'
        : url.startsWith('node:')
          ? 'node'
          : n.callFrame.functionName || '(native)');
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + hits);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + hits);
  }
  const show = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([k, v]) => console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`));
  inclusive(profile.nodes, total);
  console.log('--- by package ---');
  show(byPkg, 25);
  console.log('--- by function (self) ---');
  show(byFn, top);
}

async function main() {
  const config = loadBenchConfig();
  const url = databaseUrl(config);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kuza-prof-'));
  // PROFILE_TARGET=floor profiles the raw-SQL floor instead, to compare the two function by function.
  const flags = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  const kuza = process.env.PROFILE_TARGET === 'floor' ? await startFloor(url, flags) : await startKuza(url, flags);
  try {
    const viewer = await signIn(url, Math.max(2, Math.round(5000 * Math.min(1, config.scale))));
    const writer = await signIn(url, 3);
    // The database's own counts: writes pick posts and tags among them, and the tag cycle must not come back within a second.
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
    // The wallet page (money.ts) of the user whose long history a bench run seeded (BENCH_REUSE=1).
    if (config.only.some((o) => 'wallet page'.includes(o))) {
      const owner = await signIn(url, WALLET_USER);
      cases.push({ name: 'wallet page', kind: 'read', token: owner.token, body: body(WALLET_PAGE), kuzaOnly: true });
    }
    for (const c of cases) {
      const r = await measure(kuza.url, kuza.pid, async () => [], c, config.connections[0], config.durationS, 1);
      console.log(`${c.name}: ${r.rps.toFixed(0)} req/s, CPU ${((r.cpuPct * 10) / r.rps).toFixed(2)} ms/req`);
    }
  } finally {
    await kuza.stop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summarize(path.join(dir, file), Number(process.env.PROFILE_TOP ?? 40));
  console.log(`profile: ${dir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
