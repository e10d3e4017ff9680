import { readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The machine's CPU ticks so far: all of them, and those stolen (the hypervisor ran other guests instead). */
export function machineTicks(): { total: number; steal: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 };
  } catch {
    return { total: 0, steal: 0 };
  }
}

/** Resident memory in MB. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process (and optionally others, e.g. its database backends) while work runs: CPU % and peak RSS. */
export class ProcessMeter {
  private readonly startCpu: number;
  private readonly startOthers: Map<number, number>;
  private readonly startedAt = process.hrtime.bigint();
  private readonly startTicks = machineTicks();
  private peakRss: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    others: number[] = [],
  ) {
    this.startCpu = cpuSeconds(pid);
    this.startOthers = new Map(others.map((p) => [p, cpuSeconds(p)]));
    this.peakRss = rssMb(pid);
    this.timer = setInterval(() => {
      this.peakRss = Math.max(this.peakRss, rssMb(this.pid));
    }, 200);
  }

  /**
   * CPU the other processes used since the start: a process started meanwhile counts whole, one that went away
   * meanwhile is left out.
   */
  private othersDelta(others: number[]): number {
    let sum = 0;
    for (const [pid, now] of others.map((p) => [p, cpuSeconds(p)] as const)) {
      const start = this.startOthers.get(pid) ?? 0;
      if (now >= start) sum += now - start;
    }
    return sum;
  }

  stop(others: number[] = []): {
    cpuPct: number;
    dbCpuPct: number;
    stealPct: number;
    peakRssMb: number;
    rssMb: number;
    seconds: number;
  } {
    clearInterval(this.timer);
    const seconds = Number(process.hrtime.bigint() - this.startedAt) / 1e9;
    const rss = rssMb(this.pid);
    const ticks = machineTicks();
    const ticked = ticks.total - this.startTicks.total;
    return {
      stealPct: ticked > 0 ? (100 * (ticks.steal - this.startTicks.steal)) / ticked : 0,
      cpuPct: (100 * (cpuSeconds(this.pid) - this.startCpu)) / seconds,
      dbCpuPct: (100 * this.othersDelta([...new Set([...this.startOthers.keys(), ...others])])) / seconds,
      peakRssMb: Math.max(this.peakRss, rss),
      rssMb: rss,
      seconds,
    };
  }
}
