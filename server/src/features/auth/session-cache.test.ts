import type { Revocation, RevocationListener } from '../../graphql/revocations';
import { SessionCache, type OpenSession } from './session-cache';

const USER = 'user-1';
const OTHER = 'user-2';
const TTL = 5_000;

/** A revocation bus whose liveness the test sets, delivering revocations in process. */
class TestBus {
  live = true;
  epoch = 1;
  private readonly listeners = new Set<RevocationListener>();
  onRevocation(listener: RevocationListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  revoke(revocation: Revocation) {
    for (const listener of this.listeners) listener(revocation);
  }
  /** The transport was lost and came back: a new epoch. */
  reconnect() {
    this.epoch += 2;
  }
}

let now: number;
let bus: TestBus;
let cache: SessionCache;
let reads: number;

const session = (userId = USER, roles: string[] = []): OpenSession => ({
  userId,
  email: `${userId}@example.com`,
  roles,
  expiresAt: new Date(now + 30 * 86_400_000),
});

/** A check whose database read answers `answer` (null: revoked) and is counted. */
function check(sessionId: string, answer: OpenSession | null = session(), userId = USER) {
  return cache.check(sessionId, userId, async () => {
    reads++;
    return answer;
  });
}

beforeEach(() => {
  now = Date.parse('2026-11-26T10:00:00Z');
  bus = new TestBus();
  cache = new SessionCache(bus, { ttlMs: TTL, now: () => now });
  reads = 0;
});

it('reads a session once while the bus is live, then answers from memory', async () => {
  for (let i = 0; i < 10; i++) expect(await check('s1')).toMatchObject({ userId: USER });
  expect(reads).toBe(1);
  expect(cache.stats).toEqual({ kept: 9, joined: 0, reads: 1 });
});

it('shares one read among concurrent checks of the same session', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => check('s1')));
  expect(answers.every((answer) => answer?.userId === USER)).toBe(true);
  expect(reads).toBe(1);
});

it('reads again once the trust period is over', async () => {
  await check('s1');
  now += TTL - 1;
  await check('s1');
  expect(reads).toBe(1);
  now += 1;
  await check('s1');
  expect(reads).toBe(2);
});

it('never trusts a session past its own end', async () => {
  await check('s1', { ...session(), expiresAt: new Date(now + 1_000) });
  now += 1_000;
  await check('s1', null);
  expect(reads).toBe(2);
});

it('refuses a session at once when its sign-out is heard', async () => {
  await check('s1');
  await check('s2');
  bus.revoke({ kind: 'session', id: 's1' });
  expect(await check('s1', null)).toBeNull();
  expect(await check('s2')).not.toBeNull(); // another session of the same user stays
  expect(reads).toBe(3);
});

it.each(['user', 'role'] as const)('drops every session of the user on a %s revocation', async (kind) => {
  await check('s1');
  await check('s2');
  await check('s3', session(OTHER), OTHER);
  bus.revoke({ kind, id: USER });
  expect(await check('s1', session(USER, ['ADMIN']))).toMatchObject({ roles: ['ADMIN'] });
  await check('s2');
  await check('s3', session(OTHER), OTHER);
  expect(reads).toBe(5); // s1 and s2 read again, s3 still kept
});

it('does not keep a read that a revocation overtook', async () => {
  let answer!: (session: OpenSession) => void;
  const pending = cache.check('s1', USER, () => new Promise<OpenSession>((resolve) => (answer = resolve)));
  bus.revoke({ kind: 'session', id: 's1' }); // committed after the read's snapshot, heard before it returned
  answer(session());
  await pending;
  expect(await check('s1', null)).toBeNull();
  expect(reads).toBe(1); // the check above read again
});

it('does not let a check that starts after a revocation join a read from before it', async () => {
  let answer!: (session: OpenSession) => void;
  const first = cache.check('s1', USER, () => new Promise<OpenSession>((resolve) => (answer = resolve)));
  bus.revoke({ kind: 'session', id: 's1' });
  const second = check('s1', null);
  answer(session());
  await first;
  expect(await second).toBeNull();
});

it('reads PostgreSQL on every check while the bus is not live, and keeps nothing', async () => {
  await check('s1');
  bus.live = false;
  bus.reconnect();
  await check('s1');
  await check('s1');
  expect(reads).toBe(3);
  expect(cache.size).toBe(1); // only the entry from the old epoch, which is never trusted again
});

it('trusts nothing from before an outage once the bus is back', async () => {
  await check('s1');
  bus.reconnect(); // revocations sent meanwhile were missed
  expect(await check('s1', null)).toBeNull(); // signed out during the outage: read, and refused
  await check('s2');
  await check('s2');
  expect(reads).toBe(3); // s2 is kept in the new epoch
});

it('does not keep a read that an outage overtook', async () => {
  let answer!: (session: OpenSession) => void;
  const pending = cache.check('s1', USER, () => new Promise<OpenSession>((resolve) => (answer = resolve)));
  bus.reconnect();
  answer(session());
  await pending;
  await check('s1');
  expect(reads).toBe(1);
});

it('keeps a token of another user for the same session id apart', async () => {
  await check('s1');
  expect(await check('s1', null, OTHER)).toBeNull();
  expect(reads).toBe(2);
});

it('ignores API key revocations', async () => {
  await check('s1');
  bus.revoke({ kind: 'apiKey', id: 's1' });
  await check('s1');
  expect(reads).toBe(1);
});
