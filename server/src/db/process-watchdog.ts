import type { ChildProcess } from 'node:child_process';

/** Where the watchdog says what it does (pino's logger fits). */
export interface WatchdogLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WatchdogOptions {
  /** What the logs call the server ("The embedded PostgreSQL"). */
  name: string;
  /** The server's current process: the one watched. */
  current(): ChildProcess | undefined;
  /** Starts the server again (a new current process); rejects when it did not come up. */
  restart(): Promise<void>;
  log: WatchdogLog;
  /** The wait before the first attempt, doubled after each failed one up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

export interface Watchdog {
  /** Stops watching (before a deliberate stop); resolves once no restart is under way. */
  stop(): Promise<void>;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 10_000;

/**
 * Watches a server process and, when it exits without having been asked to, starts it again with exponential
 * backoff until it is back, logging each attempt and the recovery. `stop()` first, then stop the server: its exit is
 * then expected and starts nothing.
 */
export function watchProcess(options: WatchdogOptions): Watchdog {
  const { name, log } = options;
  const firstDelay = options.firstDelayMs ?? FIRST_DELAY_MS;
  const maxDelay = options.maxDelayMs ?? MAX_DELAY_MS;
  let stopped = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  function watch(child: ChildProcess): void {
    const exited = (code: number | null, signal: NodeJS.Signals | null) => {
      if (stopped || options.current() !== child) return;
      log.error({ serverPid: child.pid, code, signal }, `${name} exited unexpectedly: restarting it`);
      const run = restartWithBackoff();
      restarting = run;
      void run.then(() => {
        if (restarting === run) restarting = undefined;
      });
    };
    // It may have died between coming up and being watched.
    if (child.exitCode !== null || child.signalCode !== null) return exited(child.exitCode, child.signalCode);
    child.once('exit', exited);
  }

  async function restartWithBackoff(): Promise<void> {
    const downSince = Date.now();
    let delay = firstDelay;
    for (let attempt = 1; ; attempt += 1) {
      await pause(delay);
      if (stopped) return;
      log.warn({ attempt }, `${name}: restart attempt ${attempt}`);
      try {
        await options.restart();
      } catch (err) {
        delay = Math.min(delay * 2, maxDelay);
        log.warn({ attempt, err }, `${name} did not start (attempt ${attempt}); next attempt in ${delay} ms`);
        continue;
      }
      const child = options.current();
      log.info({ attempt, serverPid: child?.pid, downForMs: Date.now() - downSince }, `${name} is back`);
      // Stopped while it started: the caller stops what is now running.
      if (child && !stopped) watch(child);
      return;
    }
  }

  const first = options.current();
  if (first) watch(first);
  return {
    async stop() {
      stopped = true;
      wake?.();
      while (restarting) await restarting;
    },
  };
}
