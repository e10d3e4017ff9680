import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { watchProcess, type Watchdog } from './process-watchdog';

// Stand-in servers: node processes that run until killed.
const running: ChildProcess[] = [];
const watchdogs: Watchdog[] = [];
const startServer = () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  running.push(child);
  return child;
};

afterEach(async () => {
  await Promise.all(watchdogs.splice(0).map((watchdog) => watchdog.stop()));
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

/** A server under a watchdog; its first `failures` restarts fail, as while a killed PostgreSQL's backends linger. */
function supervised(failures = 0) {
  let current = startServer();
  let attempts = 0;
  const lines: string[] = [];
  let waiter: { line: string; resolve: () => void } | undefined;
  const record = (_details: object, line: string) => {
    lines.push(line);
    if (line === waiter?.line) waiter.resolve();
  };
  const watchdog = watchProcess({
    name: 'The server',
    current: () => current,
    restart: async () => {
      attempts += 1;
      if (attempts <= failures) throw new Error('still shutting down');
      current = startServer();
    },
    log: { info: record, warn: record, error: record },
    firstDelayMs: 1,
    maxDelayMs: 4,
  });
  watchdogs.push(watchdog);
  return {
    current: () => current,
    attempts: () => attempts,
    lines,
    /** Kills the current server and resolves once the watchdog says it is back. */
    killAndAwaitRecovery: (signal: NodeJS.Signals = 'SIGKILL') => {
      const back = new Promise<void>((resolve) => (waiter = { line: 'The server is back', resolve }));
      current.kill(signal);
      return back;
    },
    watchdog,
  };
}

it('restarts a server that was killed, and says so', async () => {
  const server = supervised();
  const first = server.current();
  await server.killAndAwaitRecovery();
  expect(server.current()).not.toBe(first);
  expect(server.current().exitCode).toBeNull();
  expect(server.lines).toEqual([
    'The server exited unexpectedly: restarting it',
    'The server: restart attempt 1',
    'The server is back',
  ]);
});

it('keeps trying, logging each failed attempt, until the server is back; then watches the new one', async () => {
  const server = supervised(2);
  await server.killAndAwaitRecovery();
  expect(server.attempts()).toBe(3);
  expect(server.lines).toEqual([
    'The server exited unexpectedly: restarting it',
    'The server: restart attempt 1',
    'The server did not start (attempt 1); next attempt in 2 ms',
    'The server: restart attempt 2',
    'The server did not start (attempt 2); next attempt in 4 ms',
    'The server: restart attempt 3',
    'The server is back',
  ]);

  const second = server.current();
  await server.killAndAwaitRecovery();
  expect(server.current()).not.toBe(second);
  expect(server.attempts()).toBe(4);
});

it('restarts nothing once stopped: a deliberate stop is not a crash', async () => {
  const server = supervised();
  await server.watchdog.stop();
  const first = server.current();
  const exited = once(first, 'exit');
  first.kill('SIGINT');
  await exited;
  await server.watchdog.stop();
  expect(server.attempts()).toBe(0);
  expect(server.lines).toEqual([]);
});
