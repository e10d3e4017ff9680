import { LIMITS } from '@kuza/common';
import { sessionPayload } from '@/test/render';
import { isExpiring, SESSION_STORAGE_KEY, sessionStore } from './session-store';
import { reconnectDelayMs } from './ws-link';

afterEach(() => sessionStore.set(null));

describe('session store', () => {
  it('persists the session in localStorage under kuza.session, without __typename', () => {
    sessionStore.set(sessionPayload);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({
      accessToken: 'access-token',
      refreshToken: 'refresh-token',
      user: { email: 'amina@example.com' },
    });
    expect(JSON.stringify(stored)).not.toContain('__typename');
    sessionStore.set(null);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupt stored session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken": 1');
    expect(sessionStore.reload()).toBeNull();
  });

  it('refreshes when expiry is within three 30 s ticks', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    const expiringIn = (ms: number) => ({ ...sessionPayload, expiresAt: new Date(now + ms).toISOString() });
    const window = LIMITS.authRefresh.tickMs * LIMITS.authRefresh.ticksBeforeExpiry;
    expect(window).toBe(90_000);
    expect(isExpiring(expiringIn(window + 1000), now)).toBe(false);
    expect(isExpiring(expiringIn(window), now)).toBe(true);
    expect(isExpiring(expiringIn(-1), now)).toBe(true);
  });
});

describe('realtime reconnect', () => {
  it('waits 1 s, 2 s, 5 s, 10 s, then 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
