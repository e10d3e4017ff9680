import { useSyncExternalStore } from 'react';
import { LIMITS } from '@kuza/common';
import type { AuthSession_PayloadFragment } from '@/gql/graphql';

/** Spec §3 auth session: user, access token, refresh token, expiry (ISO string). */
export type Session = AuthSession_PayloadFragment;
export type SessionUser = Session['user'];

export const SESSION_STORAGE_KEY = 'kuza.session';

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Session>;
  return (
    typeof candidate.accessToken === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    typeof candidate.user?.id === 'string' &&
    typeof candidate.user.email === 'string'
  );
}

function readStorage(): Session | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return isSession(parsed) ? parsed : null;
  } catch {
    return null; // Corrupt or unavailable storage means nobody is signed in.
  }
}

// Strip Apollo's __typename fields so the stored object has one stable shape.
function withoutTypename(session: Session): Session {
  return JSON.parse(
    JSON.stringify(session, (key, value: unknown) => (key === '__typename' ? undefined : value)),
  ) as Session;
}

let current: Session | null = typeof localStorage === 'undefined' ? null : readStorage();
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** The one place the session lives: memory for reads, localStorage for reloads and other tabs. */
export const sessionStore = {
  get(): Session | null {
    return current;
  },
  set(session: Session | null): void {
    current = session ? withoutTypename(session) : null;
    try {
      if (current) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(current));
      else localStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Private mode or full storage: the session still works for this tab.
    }
    emit();
  },
  /** Replaces the user of the newest stored session (another tab may have rotated its tokens meanwhile). */
  updateUser(user: SessionUser): void {
    const latest = sessionStore.reload();
    if (latest?.user.id === user.id) sessionStore.set({ ...latest, user });
  },
  /** Re-reads localStorage, which another tab may have changed a moment ago. */
  reload(): Session | null {
    const stored = readStorage();
    if (stored?.accessToken !== current?.accessToken) {
      current = stored;
      emit();
    }
    return current;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reload();
  });
}

/** True when the access token expires within the refresh window (spec §9: 3 ticks of 30 s). */
export function isExpiring(session: Session, now = Date.now()): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  if (Number.isNaN(expiresAt)) return true;
  return expiresAt - now <= LIMITS.authRefresh.tickMs * LIMITS.authRefresh.ticksBeforeExpiry;
}

export function isExpired(session: Session, now = Date.now()): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
