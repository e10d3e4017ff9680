import { ExpiringLru } from '../../graphql/expiring-lru';
import type { Revocation, RevocationBus } from '../../graphql/revocations';

/** What the session check reads from PostgreSQL: an open session's account, its stored roles, when it ends. */
export interface OpenSession {
  userId: string;
  email: string;
  roles: string[];
  expiresAt: Date;
}

/**
 * How long a session checked in PostgreSQL is trusted without reading it again, while the revocation bus is live.
 * Revocations normally drop it within milliseconds (the bus); this only bounds what a failure the bus cannot see
 * (a connection dropped silently, a lost publish) could leave, and a client's burst of requests fits well inside it.
 */
export const SESSION_TRUST_MS = 5_000;
/** Sessions kept per process (a few hundred bytes each). */
export const SESSION_CACHE_SIZE = 10_000;

interface Kept {
  session: OpenSession;
  /** The bus epoch it was read in: a later epoch may have missed revocations. */
  epoch: number;
}

interface Read {
  userId: string;
  generation: number;
  epoch: number;
  session: Promise<OpenSession | null>;
}

/**
 * The session check's memory (per process). The rule: a kept session answers only while the revocation bus is live,
 * only in the bus epoch it was read in, for at most SESSION_TRUST_MS and never past the session's end; every
 * revocation heard (session, user, role) drops what it covers, and a read that a revocation overtook is not kept.
 * While the bus is not live every check reads PostgreSQL.
 */
export class SessionCache {
  private readonly kept: ExpiringLru<Kept>;
  private readonly reading = new Map<string, Read>();
  // Moves with every revocation heard: a read that started before one may hold what it revoked.
  private generation = 0;
  private readonly now: () => number;
  private readonly ttlMs: number;
  /** Checks answered from memory (`kept`), by joining a read in flight (`joined`), and by PostgreSQL (`reads`). */
  readonly stats = { kept: 0, joined: 0, reads: 0 };

  constructor(
    private readonly bus: Pick<RevocationBus, 'live' | 'epoch' | 'onRevocation'>,
    options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.ttlMs = options.ttlMs ?? SESSION_TRUST_MS;
    this.kept = new ExpiringLru(options.maxEntries ?? SESSION_CACHE_SIZE, this.ttlMs, this.now);
    bus.onRevocation((revocation) => this.forget(revocation));
  }

  /** The open session `sessionId` of `userId`, from memory when the rule allows, else from `read`. */
  async check(sessionId: string, userId: string, read: () => Promise<OpenSession | null>): Promise<OpenSession | null> {
    const { live, epoch } = this.bus;
    if (live) {
      const kept = this.kept.get(sessionId);
      if (
        kept &&
        kept.epoch === epoch &&
        kept.session.userId === userId &&
        kept.session.expiresAt.getTime() > this.now()
      ) {
        this.stats.kept++;
        return kept.session;
      }
      const pending = this.reading.get(sessionId);
      if (pending && pending.userId === userId && pending.epoch === epoch && pending.generation === this.generation) {
        this.stats.joined++;
        return pending.session;
      }
    }
    this.stats.reads++;
    const generation = this.generation;
    const session = read();
    if (live) this.reading.set(sessionId, { userId, generation, epoch, session });
    try {
      const open = await session;
      if (open && this.bus.live && this.bus.epoch === epoch && this.generation === generation) {
        const left = open.expiresAt.getTime() - this.now();
        if (left > 0) this.kept.set(sessionId, { session: open, epoch }, Math.min(left, this.ttlMs));
      }
      return open;
    } finally {
      if (this.reading.get(sessionId)?.session === session) this.reading.delete(sessionId);
    }
  }

  get size(): number {
    return this.kept.size;
  }

  private forget({ kind, id }: Revocation): void {
    if (kind === 'apiKey') return; // keys are not kept here
    this.generation++;
    if (kind === 'session') this.kept.delete(id);
    else this.kept.deleteWhere(({ session }) => session.userId === id); // suspension, role change: all of the user's
  }
}
