import { randomUUID } from 'node:crypto';

/** How often an instance whose transport is connected sends itself a probe through it. */
export const PROBE_INTERVAL_MS = 250;
/**
 * How recent the last probe that came back must have been sent for the bus to count as live: a transport that died
 * silently (no error, no close) stops carrying probes, and the bus stops being live this long after.
 */
export const PROBE_LAPSE_MS = 1_000;
// Probes waiting for their echo (older ones are forgotten: they prove less than a newer one would).
const PROBES_KEPT = 16;

/**
 * Whether this instance hears every revocation now: its transport is connected, and a probe it sent itself less
 * than PROBE_LAPSE_MS ago came back through it (publish → broker → its own subscription). `epoch` moves whenever
 * liveness ends or starts, so what was learned in an older epoch (kept sessions) may have missed revocations.
 */
export class BusLiveness {
  private isLive = false;
  private currentEpoch = 0;
  /** When the newest probe that came back (in this connection) was sent. */
  private proven = -Infinity;
  private readonly pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly sendProbe: (nonce: string) => Promise<void>,
    private readonly options: { intervalMs?: number; lapseMs?: number; now?: () => number } = {},
  ) {}

  get live(): boolean {
    if (this.isLive && this.now() - this.proven >= (this.options.lapseMs ?? PROBE_LAPSE_MS)) this.end();
    return this.isLive;
  }

  get epoch(): number {
    void this.live; // a lapse noticed now moves the epoch before it is read
    return this.currentEpoch;
  }

  /** The transport connected (`up`) or was lost: lost ends liveness at once; connected starts probing. */
  transportChanged(up: boolean): void {
    if (this.closed) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.end();
    this.pending.clear();
    this.proven = -Infinity;
    if (!up) return;
    const probe = () => {
      const nonce = randomUUID();
      this.pending.set(nonce, this.now());
      for (const old of this.pending.keys()) {
        if (this.pending.size <= PROBES_KEPT) break;
        this.pending.delete(old);
      }
      void this.sendProbe(nonce).catch(() => undefined); // the next probe follows
    };
    probe();
    this.timer = setInterval(probe, this.options.intervalMs ?? PROBE_INTERVAL_MS);
    this.timer.unref();
  }

  /** One of this instance's probes came back: the transport carried everything sent before it. */
  probeReturned(nonce: string): void {
    const sent = this.pending.get(nonce);
    if (this.closed || sent === undefined) return;
    this.pending.delete(nonce);
    this.proven = Math.max(this.proven, sent);
    if (!this.live && this.now() - sent < (this.options.lapseMs ?? PROBE_LAPSE_MS)) {
      this.isLive = true;
      this.currentEpoch++;
    }
  }

  close(): void {
    this.end();
    this.closed = true;
    clearInterval(this.timer);
  }

  private end(): void {
    if (!this.isLive) return;
    this.isLive = false;
    this.currentEpoch++;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }
}
