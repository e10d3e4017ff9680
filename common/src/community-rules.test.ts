import { COMMUNITY_MESSAGES as M, LIMITS, checkCollabRequest, checkShoutoutLength, collabAmount, normalizeUsername } from './index';

describe('community rules', () => {
  it('reads a username with or without its @', () => {
    expect(normalizeUsername('  @amara ')).toBe('amara');
    expect(normalizeUsername('amara')).toBe('amara');
    expect(normalizeUsername(' @ ')).toBe('');
  });

  it('limits a shoutout to LIMITS.shoutoutMaxLength characters after trimming', () => {
    expect(checkShoutoutLength(` ${'x'.repeat(LIMITS.shoutoutMaxLength)} `)).toBeNull();
    expect(checkShoutoutLength('x'.repeat(LIMITS.shoutoutMaxLength + 1))).toEqual({ field: 'message', message: M.shoutoutTooLong, messageId: 'community.shoutoutTooLong' });
    expect(M.shoutoutTooLong).toBe('Shoutouts can be at most 500 characters.');
  });

  it('checks a collab request in the dialog order: type, amount (0 or more, up to the limit), message', () => {
    const ok = { type: 'brandDeal', amount: '1500', message: 'Voice our campaign' };
    expect(checkCollabRequest(ok)).toBeNull();
    expect(checkCollabRequest({ ...ok, amount: 0 })).toBeNull();
    expect(checkCollabRequest({ ...ok, type: '' })?.message).toBe(M.collabTypeRequired);
    expect(checkCollabRequest({ ...ok, type: 'bribe' })?.field).toBe('type');
    expect(checkCollabRequest({ ...ok, amount: '' })?.message).toBe(M.collabAmountInvalid);
    expect(checkCollabRequest({ ...ok, amount: '-0.01' })?.message).toBe(M.collabAmountInvalid);
    expect(checkCollabRequest({ ...ok, amount: 'abc' })?.message).toBe(M.collabAmountInvalid);
    expect(checkCollabRequest({ ...ok, amount: LIMITS.collabAmountMaxUsd + 0.01 })?.message).toBe(M.collabAmountTooLarge);
    expect(M.collabAmountTooLarge).toBe('Offers can be at most $1,000,000.');
    expect(checkCollabRequest({ ...ok, message: '  ' })?.message).toBe(M.collabMessageRequired);
    expect(checkCollabRequest({ ...ok, message: 'x'.repeat(LIMITS.collabMessageMaxLength + 1) })?.field).toBe('message');
  });

  it('rounds offers to the cent', () => {
    expect(collabAmount('250.505')).toBe(250.51);
    expect(collabAmount(12)).toBe(12);
  });
});
