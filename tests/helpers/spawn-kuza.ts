import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export interface SpawnedKuza {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
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

/** Runs a command that starts Kuza (own process group) and resolves once it says it is listening. */
export async function spawnKuza(
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<SpawnedKuza> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: String(port), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kuza is running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Kuza exited with ${code} before it was ready:\n${output}`)));
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      // 'close' waits until every process of the group has let go of the output pipes, i.e. the server too.
      const closed = once(child, 'close');
      process.kill(-child.pid!, 'SIGTERM');
      const [code] = (await closed) as [number | null];
      return code;
    },
  };
}
