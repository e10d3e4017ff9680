import type { WebSocket } from 'ws';
import type { Viewer } from './context';
import type { Revocation, RevocationBus } from './revocations';

/** graphql-ws's Forbidden: the client may come back with other credentials (a refreshed token, or none). */
export const REVOKED_CLOSE_CODE = 4403;

const REASONS: Record<Revocation['kind'], string> = {
  session: 'Session ended',
  user: 'Account access revoked',
  apiKey: 'API key revoked',
  role: 'Roles changed: reconnect',
};

// A revocation that arrives while a socket's credentials are being checked may have missed that check: it is kept
// this long, so the socket is refused when it registers (a check takes milliseconds).
const RECENT_MS = 60_000;

/** The moment a credentials check starts, for `track` (a monotonic clock finer than a millisecond). */
export const checkStarts = () => performance.now();

const matches = (viewer: Viewer, { kind, id }: Revocation) =>
  kind === 'session' ? viewer.sessionId === id : kind === 'apiKey' ? viewer.apiKeyId === id : viewer.id === id; // user and role: every socket acting as that user, its API keys' included

/**
 * The open sockets and who each acts as (session, user, API key, roles), closed with 4403 and a reason when their
 * credentials are revoked on any instance. A role change closes them too: each subscription captured its caller
 * when it started (its filters and resolvers decide with those roles), so it cannot be re-scoped in place; the
 * client reconnects with fresh credentials and every operation then runs with the new roles.
 */
export class RevocableSockets {
  private readonly sockets = new Map<WebSocket, Viewer>();
  private recent: Array<{ at: number; revocation: Revocation }> = [];
  private readonly unsubscribe: () => void;

  constructor(bus: RevocationBus) {
    this.unsubscribe = bus.onRevocation((revocation) => this.revoke(revocation));
  }

  /**
   * Records who a socket acts as, from credentials checked since `checkedSince` (checkStarts() before the check).
   * Returns false, and records nothing, when they were revoked meanwhile.
   */
  track(socket: WebSocket, viewer: Viewer, checkedSince: number): boolean {
    if (this.recent.some(({ at, revocation }) => at >= checkedSince && matches(viewer, revocation))) return false;
    if (socket.readyState !== socket.OPEN) return true; // closed meanwhile: nothing left to close
    if (!this.sockets.has(socket)) socket.once('close', () => this.sockets.delete(socket));
    this.sockets.set(socket, viewer);
    return true;
  }

  dispose(): void {
    this.unsubscribe();
    this.sockets.clear();
  }

  private revoke(revocation: Revocation): void {
    const now = checkStarts();
    this.recent = this.recent.filter(({ at }) => at > now - RECENT_MS);
    this.recent.push({ at: now, revocation });
    for (const [socket, viewer] of this.sockets) {
      if (!matches(viewer, revocation)) continue;
      this.sockets.delete(socket);
      socket.close(REVOKED_CLOSE_CODE, REASONS[revocation.kind]);
    }
  }
}
