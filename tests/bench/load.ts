import autocannon from 'autocannon';
import type { GraphQLBody } from './operations';
import { ProcessMeter } from './proc-stats';

export interface LoadCase {
  name: string;
  kind: 'read' | 'write';
  token?: string;
  /** A fixed body, or a new one per request (writes). */
  body: GraphQLBody | (() => GraphQLBody);
  /** The floor has no such operation (search): measured against Kuza alone. */
  kuzaOnly?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  cpuPct: number;
  dbCpuPct: number;
  /** Share of the machine's CPU time stolen by the hypervisor during the run (absent in older results). */
  stealPct?: number;
  peakRssMb: number;
}

function options(url: string, c: LoadCase, connections: number, seconds: number): autocannon.Options {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  const base = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    headers,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 30,
  };
  if (typeof c.body === 'function') {
    const make = c.body;
    return { ...base, requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(make()) }) }] };
  }
  return { ...base, body: JSON.stringify(c.body) };
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A warm-up, then the measured run; CPU and RSS of the server (and its database backends) over the measured run. */
export async function measure(
  url: string,
  pid: number,
  dbPids: () => Promise<number[]>,
  c: LoadCase,
  connections: number,
  seconds: number,
  warmupS: number,
): Promise<LoadResult> {
  await run(options(url, c, connections, warmupS));
  // The database backends serving the server: those at the start, and any the pool opens during the run.
  const meter = new ProcessMeter(pid, await dbPids());
  const result = await run(options(url, c, connections, seconds));
  const stats = meter.stop(await dbPids());
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPct: stats.cpuPct,
    dbCpuPct: stats.dbCpuPct,
    stealPct: stats.stealPct,
    peakRssMb: stats.peakRssMb,
  };
}
