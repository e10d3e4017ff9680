import { LIMITS } from '@kuza/common';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = { userId: '6f1c2a4e-0b7d-4c1e-9a55-1d2e3f405162', sessionId: '0d9c8b7a-6f5e-4d3c-8b2a-19f8e7d6c5b4' };

afterEach(() => jest.useRealTimers());

describe('verifyAccessToken', () => {
  it('answers the claims of a valid token, each time it is sent', () => {
    const { token } = signAccessToken(SECRET, claims);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
  });

  it('refuses a token from the moment it expires, though it verified before', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { token, expiresAt } = signAccessToken(SECRET, claims);
    expect(expiresAt.getTime()).toBe(Date.parse('2026-11-22T10:00:00Z') + LIMITS.accessTokenTtlSeconds * 1000);
    jest.setSystemTime(expiresAt.getTime() - 60_000); // first sent a minute before it expires
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    jest.setSystemTime(expiresAt.getTime() - 1);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    jest.setSystemTime(expiresAt);
    expect(verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('refuses a token that verified under another secret (a rotated secret ends every token)', () => {
    const { token } = signAccessToken(SECRET, claims);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(verifyAccessToken(`${SECRET}-rotated`, token)).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', () => {
    const { token } = signAccessToken(SECRET, claims);
    expect(verifyAccessToken(SECRET, token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const forged = {
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      sub: '11111111-2222-4333-8444-555555555555',
    };
    expect(
      verifyAccessToken(SECRET, `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`),
    ).toBeNull();
  });
});
