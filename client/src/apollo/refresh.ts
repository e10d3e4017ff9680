import { LIMITS } from '@kuza/common';
import type { RefreshSessionMutation } from '@/gql/graphql';
import { GRAPHQL_PATH } from './endpoints';
import { RefreshSessionDocument } from './session-operations';
import { isExpiring, sessionStore, type Session } from './session-store';

type Outcome = { kind: 'ok'; session: Session } | { kind: 'rejected' } | { kind: 'unreachable' };

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const BACKOFF_START_MS = 200;
const BACKOFF_BUDGET_MS = 30_000;
// graphql's printer is loaded on the first refresh, keeping it out of the landing page's download.
let query: Promise<string> | undefined;
const refreshQuery = () => (query ??= import('graphql').then(({ print }) => print(RefreshSessionDocument)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type RefreshBody = { data?: RefreshSessionMutation | null; errors?: Array<{ extensions?: { code?: unknown } }> };

async function readOutcome(response: Response): Promise<Outcome> {
  const body = (await response.json()) as RefreshBody;
  const session = body.data?.refreshSession;
  if (session) return { kind: 'ok', session };
  // Only UNAUTHENTICATED means the refresh token is dead; rate limits and server faults keep the session.
  const dead = body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
  return dead ? { kind: 'rejected' } : { kind: 'unreachable' };
}

async function callRefresh(refreshToken: string): Promise<Outcome> {
  // Spec §9: retry network failures with exponential backoff from 200 ms while under 30 s in total.
  for (let delay = BACKOFF_START_MS, waited = 0; ; waited += delay, delay *= 2) {
    try {
      const response = await fetch(GRAPHQL_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({
          operationName: 'RefreshSession',
          query: await refreshQuery(),
          variables: { refreshToken },
        }),
      });
      if (!RETRYABLE_STATUS.has(response.status)) return await readOutcome(response);
    } catch {
      // Offline or the server restarting: fall through to the backoff.
    }
    if (waited + delay >= BACKOFF_BUDGET_MS) return { kind: 'unreachable' };
    await sleep(delay);
  }
}

// Serialises refreshes across tabs: refresh tokens are single-use and a reused one revokes the session.
async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('kuza.session.refresh', task);
  }
  return task();
}

async function refreshNow(failedAccessToken?: string): Promise<Session | null> {
  return withCrossTabLock(async () => {
    const latest = sessionStore.reload();
    if (!latest) return null;
    // Another tab (or an earlier call) already rotated the tokens: use the new ones.
    if (failedAccessToken ? latest.accessToken !== failedAccessToken : !isExpiring(latest)) return latest;

    const outcome = await callRefresh(latest.refreshToken);
    if (outcome.kind === 'ok') {
      sessionStore.set(outcome.session);
      return sessionStore.get();
    }
    if (outcome.kind === 'rejected') {
      // A refused refresh token can never work again: sign the user out everywhere.
      if (sessionStore.reload()?.refreshToken === latest.refreshToken) sessionStore.set(null);
      return sessionStore.get();
    }
    return null; // Unreachable server: keep the session, the next tick tries again.
  });
}

let inFlight: Promise<Session | null> | null = null;

/**
 * Refreshes the session once for all concurrent callers. Pass the access token a request was rejected with
 * to force a refresh; without it, the session is refreshed only when it is about to expire.
 * Resolves to the usable session, or null when there is none (signed out or server unreachable).
 */
export function refreshSession(failedAccessToken?: string): Promise<Session | null> {
  inFlight ??= refreshNow(failedAccessToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Spec §9: check every 30 s and refresh when expiry is within 3 ticks; also when the tab becomes visible. */
export function startAutoRefresh(): () => void {
  const tick = () => {
    const session = sessionStore.get();
    if (session && isExpiring(session)) void refreshSession();
  };
  const onVisible = () => document.visibilityState === 'visible' && tick();
  const timer = setInterval(tick, LIMITS.authRefresh.tickMs);
  document.addEventListener('visibilitychange', onVisible);
  tick();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
