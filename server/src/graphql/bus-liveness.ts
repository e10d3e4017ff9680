import { randomUUID } from 'node:crypto';

// How often an instance whose transport is up but not yet proven sends itself a probe (a reconnected Redis
// subscriber may take a moment to subscribe again, and a probe sent before then is lost).
export const PROBE_INTERVAL_MS = 250;

/**
 * Whether this instance hears every revocation now: its transport is connected and a probe it sent itself came back
 * through the transport (publish → broker → its own subscription) since the transport last connected. `epoch` moves
 * on every change, so what was learned under an older epoch (kept sessions) may have missed revocations.
 */
export class BusLiveness {
  private isLive = false;
  private currentEpoch = 0;
  private nonce: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly sendProbe: (nonce: string) => Promise<void>,
    private readonly intervalMs = PROBE_INTERVAL_MS,
  ) {}

  get live(): boolean {
    return this.isLive;
  }

  get epoch(): number {
    return this.currentEpoch;
  }

  /** The transport connected (`up`) or was lost: lost ends liveness at once; connected starts probing. */
  transportChanged(up: boolean): void {
    if (this.closed) return;
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.isLive) {
      this.isLive = false;
      this.currentEpoch++;
    }
    this.nonce = null;
    if (!up) return;
    const nonce = randomUUID();
    this.nonce = nonce;
    const probe = () => void this.sendProbe(nonce).catch(() => undefined); // the next attempt follows
    probe();
    this.timer = setInterval(probe, this.intervalMs);
    this.timer.unref();
  }

  /** One of this instance's probes came back: live, if it was sent since the transport last connected. */
  probeReturned(nonce: string): void {
    if (this.closed || this.isLive || nonce !== this.nonce) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.isLive = true;
    this.currentEpoch++;
  }

  close(): void {
    this.closed = true;
    this.isLive = false;
    this.currentEpoch++;
    clearInterval(this.timer);
  }
}
