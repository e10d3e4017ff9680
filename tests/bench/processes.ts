import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { productionNodeFlags } from '../helpers/production-start';
import { ROOT } from './database';
import { JWT_SECRET } from './viewers';

export interface Served {
  name: string;
  url: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

// Children still running when the bench ends (an error, Ctrl-C) are stopped with it.
const running = new Set<ChildProcess>();
const killAll = () => running.forEach((child) => child.kill('SIGKILL'));
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(name: string, args: string[], env: Record<string, string>, readyText: string): Promise<Served> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `kuza-bench-${name}-`));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output.slice(-3000)}`)));
  });
  // Keep draining its output so a chatty server never blocks on a full pipe; BENCH_CHILD_STDOUT keeps it in a file
  // (e.g. V8's --trace-gc-nvp lines, with BENCH_KUZA_NODE_FLAGS).
  child.stdout!.removeAllListeners('data');
  if (process.env.BENCH_CHILD_STDOUT)
    child.stdout!.pipe(createWriteStream(process.env.BENCH_CHILD_STDOUT, { flags: 'a' }));
  else child.stdout!.resume();
  child.stderr!.on('data', (chunk: Buffer) => {
    if (/error/i.test(chunk.toString())) process.stderr.write(`[${name}] ${chunk.toString().slice(0, 500)}\n`);
  });
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Kuza's production build, as `npm start` runs it (`NODE_ENV=production node <its flags> server/dist/main.js`).
 * BENCH_KUZA_MAIN runs another build instead (e.g. the code before a change, for before/after numbers in the same
 * session); BENCH_KUZA_NODE_FLAGS replaces the flags (space-separated; "none" for Node's defaults).
 */
export function startKuza(databaseUrl: string, extraNodeArgs: string[] = []): Promise<Served> {
  const main = process.env.BENCH_KUZA_MAIN ?? 'server/dist/main.js';
  const flags = process.env.BENCH_KUZA_NODE_FLAGS;
  const nodeFlags =
    flags === undefined ? productionNodeFlags() : flags === 'none' ? [] : flags.split(/\s+/).filter(Boolean);
  return start(
    'kuza',
    [...nodeFlags, ...extraNodeArgs, main],
    { NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
    'Kuza is running',
  );
}

/** The raw-SQL floor (tests/bench/floor; BENCH_FLOOR_MAIN: another copy of it, for before/after numbers). */
export function startFloor(databaseUrl: string, extraNodeArgs: string[] = []): Promise<Served> {
  return start(
    'floor',
    [...extraNodeArgs, '-r', '@swc-node/register', process.env.BENCH_FLOOR_MAIN ?? 'tests/bench/floor/main.ts'],
    {
      DATABASE_URL: databaseUrl,
      SWC_NODE_PROJECT: path.join(ROOT, 'tests/bench/tsconfig.json'),
      NODE_ENV: 'production',
    },
    'floor listening',
  );
}
