import { BUDGETS, KB } from './bundle';
import { GROWTH_ROUNDS } from './config';
import type { LoadResult } from './load';
import type { BenchResults, CaseResult } from './results';

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const pct = (n: number) => `${f0(100 * n)} %`;

/** The machine's CPU stolen by the hypervisor during a run, in %; '–' for results from before it was measured. */
const steal = (r: LoadResult | null | undefined) => (r?.stealPct === undefined ? '–' : f0(r.stealPct));

/** CPU milliseconds per request: the server process + its PostgreSQL backends (robust on a busy machine). */
const cpuPerRequest = (r: { cpuPct: number; dbCpuPct: number; rps: number; requests: number }) =>
  r.requests > 0 ? `${f2((r.cpuPct * 10) / r.rps)} + ${f2((r.dbCpuPct * 10) / r.rps)}` : '– (none finished)';

function caseRow(c: CaseResult): string {
  const ratio = c.floor ? c.kuza.rps / c.floor.rps : NaN;
  const errors = c.kuza.errors + (c.floor?.errors ?? 0);
  const k = c.kuza;
  const f = c.floor;
  const lat = (r: LoadResult, v: number) => (r.requests > 0 ? f1(v) : '–');
  return `| ${c.name} | ${c.connections} | ${f0(k.rps)} | ${lat(k, k.p50)} | ${lat(k, k.p99)} | ${cpuPerRequest(k)} | ${f0(k.peakRssMb)} | ${f ? f0(f.rps) : '–'} | ${f ? lat(f, f.p99) : '–'} | ${f ? cpuPerRequest(f) : '–'} | ${steal(k)} / ${steal(f)} | ${Number.isFinite(ratio) ? pct(ratio) : '–'} |${errors ? ` ${errors} errors` : ''}`;
}

/** The results as markdown: the tables of docs/benchmarks.md's "latest run" section. */
export function renderResults(r: BenchResults): string {
  const out: string[] = [];
  out.push(
    `Run on ${r.date}, ${r.machine}. Scale ${r.scale} (${r.seed.rows.posts?.toLocaleString('en')} posts, ${r.seed.rows.profiles?.toLocaleString('en')} profiles, ${r.seed.rows.hashtags?.toLocaleString('en')} hashtags, ${r.seed.rows.post_hashtags?.toLocaleString('en')} post–hashtag links, ${r.seed.rows.follows?.toLocaleString('en')} follows, ${r.seed.rows.post_likes?.toLocaleString('en')} likes), ${r.durationS} s per case after a warm-up.`,
  );
  out.push('');
  out.push(
    r.seed.reused
      ? 'Seed: reused an existing bench database.'
      : `Seed: ${f0(r.seed.totalS)} s (${r.seed.steps.map((s) => `${s.name} ${f1(s.seconds)} s`).join('; ')}).`,
  );
  out.push('');
  out.push('### HTTP load (autocannon over loopback)');
  out.push('');
  out.push(
    '| case | conns | Kuza req/s | p50 ms | p99 ms | Kuza CPU ms/req (node + DB) | Kuza RSS MB | floor req/s | floor p99 ms | floor CPU ms/req (node + DB) | steal % (Kuza / floor) | Kuza / floor |',
  );
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of r.cases) out.push(caseRow(c));
  out.push('');
  out.push(
    "CPU ms/req: CPU time of the server process and of the PostgreSQL backends serving it over the measured run, per request (it does not depend on how busy the rest of the machine is, unlike req/s). Latencies have 1 ms resolution (autocannon). Steal: the share of the machine's CPU time the hypervisor gave to other guests during the measured run; where it is high, req/s and latencies are low for reasons outside Kuza, and a ratio compares fairly only when both runs saw similar steal.",
  );
  if (r.countsExact) out.push(`After the write cases: ${r.countsExact}.`);
  if (r.parity.length) {
    out.push('');
    out.push("Floor answers compared with Kuza's before the load: " + summarizeParity(r.parity));
  }
  if (r.growth.length) {
    out.push('');
    out.push('### Ranked feed as the table grows (Kuza)');
    out.push('');
    out.push(
      `Each case runs on the two databases back to back, ${GROWTH_ROUNDS} times; each size keeps its fastest round.`,
    );
    out.push('');
    out.push(
      `| case | conns | req/s at ${r.growth[0].smallPosts.toLocaleString('en')} posts | p99 ms | req/s at ${r.growth[0].largePosts.toLocaleString('en')} posts | p99 ms | steal % (small / large) | large / small |`,
    );
    out.push('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const g of r.growth)
      out.push(
        `| ${g.name} | ${g.connections} | ${f0(g.small.rps)} | ${f2(g.small.p99)} | ${f0(g.large.rps)} | ${f2(g.large.p99)} | ${steal(g.small)} / ${steal(g.large)} | ${pct(g.large.rps / g.small.rps)} |`,
      );
  }
  if (r.tips?.length) {
    out.push('');
    out.push('### Money: tips confirmed per second');
    out.push('');
    out.push(
      "Kuza's webhook-event job handler (gateway read-back, checkout PAID, tip, ledger posting, notification, settlement job, one transaction) against the same rows written with plain SQL; the handlers run in the bench process, as many at a time as connections (a pool of 10 each).",
    );
    out.push('');
    out.push(
      '| conns | tips | Kuza tips/s | floor tips/s | Kuza CPU ms/tip (node + DB) | floor CPU ms/tip (node + DB) | Kuza / floor |',
    );
    out.push('|---:|---:|---:|---:|---:|---:|---:|');
    const cpu = (c?: { node: number; db: number }) => (c ? `${f2(c.node)} + ${f2(c.db)}` : '–');
    for (const t of r.tips)
      out.push(
        `| ${t.connections} | ${t.tips} | ${f0(t.kuzaPerS)} | ${f0(t.floorPerS)} | ${cpu(t.kuzaCpuMs)} | ${cpu(t.floorCpuMs)} | ${pct(t.kuzaPerS / t.floorPerS)} |`,
      );
  }
  if (r.fanOut.length) {
    out.push('');
    out.push('### Subscriptions: trendingHashtagsUpdated fan-out (graphql-ws)');
    out.push('');
    out.push('| subscribers | connect s | idle KB per subscriber | received | p50 ms | p99 ms | max ms |');
    out.push('|---:|---:|---:|---:|---:|---:|---:|');
    for (const s of r.fanOut)
      out.push(
        `| ${s.subscribers} | ${f1(s.connectS)} | ${f1(s.idleKbPerSubscriber)} | ${s.received} | ${f0(s.p50Ms)} | ${f0(s.p99Ms)} | ${f0(s.maxMs)} |`,
      );
    out.push('');
    out.push(
      'Time from sending the createPost that changes the top 10 until each subscriber has the new list (all clients in one process).',
    );
  }
  if (r.upload) {
    const u = r.upload;
    out.push('');
    out.push('### Upload: a video streamed through createPost');
    out.push('');
    out.push(
      `${f0(u.bytes / 1e6)} MB in ${f1(u.seconds)} s (${f0(u.mbPerS)} MB/s); server RSS ${f0(u.rssBeforeMb)} MB before, ${f0(u.rssPeakMb)} MB at peak: **+${f1(u.rssGrowthMb)} MB**. ${u.ok ? 'Stored as a VIDEO post.' : `Failed: ${u.answer}`}`,
    );
  }
  if (r.bundle.length) {
    out.push('');
    out.push('### Client: JavaScript per route (production build, gzip -9)');
    out.push('');
    out.push('| route | files | raw KB | gzip KB | budget |');
    out.push('|---|---:|---:|---:|---|');
    for (const b of r.bundle) {
      const budget =
        b.kind === 'other' ? '–' : `${BUDGETS[b.kind] / KB} KB ${b.gzipBytes <= BUDGETS[b.kind] ? 'ok' : '**over**'}`;
      out.push(`| ${b.route} | ${b.files.length} | ${f1(b.rawBytes / KB)} | ${f1(b.gzipBytes / KB)} | ${budget} |`);
    }
  }
  if (r.notes.length) {
    out.push('');
    for (const n of r.notes) out.push(`- ${n}`);
  }
  return out.join('\n');
}

function summarizeParity(parity: Array<[string, string]>): string {
  const bad = parity.filter(([, v]) => v.startsWith('DIFFERENT') || v.startsWith('errors'));
  const identical = parity.filter(([, v]) => v === 'identical').length;
  const sameOrder = parity.filter(([, v]) => v === 'same posts, same order').length;
  const text = `${identical} identical, ${sameOrder} feed first pages with the same posts in the same order (their scores use each server's own "now")`;
  return bad.length
    ? `${text}; **different: ${bad.map(([n, v]) => `${n} (${v.slice(0, 200)})`).join('; ')}**`
    : `${text}.`;
}
