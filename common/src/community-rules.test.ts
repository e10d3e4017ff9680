import {
  COMMUNITY_MESSAGES as M,
  LIMITS,
  collabAmountCents,
  collabRequestSchema,
  firstIssue,
  normalizeUsername,
  shoutoutSchema,
} from './index';

const collabIssue = (input: Record<string, unknown>) => {
  const result = firstIssue(collabRequestSchema, input);
  return result.ok ? null : result.issue;
};
const shoutoutIssue = (input: Record<string, unknown>) => {
  const result = firstIssue(shoutoutSchema, input);
  return result.ok ? null : result.issue;
};

describe('community rules', () => {
  it('reads a username with or without its @', () => {
    expect(normalizeUsername('  @amara ')).toBe('amara');
    expect(normalizeUsername('amara')).toBe('amara');
    expect(normalizeUsername(' @ ')).toBe('');
  });

  it("checks a shoutout: a username, then a message (the spec's texts), then its length after trimming", () => {
    expect(shoutoutIssue({ username: ' @ ', message: 'x'.repeat(LIMITS.shoutoutMaxLength + 1) })).toEqual({
      field: 'username',
      messageId: 'money.usernameRequired',
      message: 'Username required',
    });
    expect(shoutoutIssue({ username: 'amara', message: ' ' })).toEqual({
      field: 'message',
      messageId: 'money.messageRequired',
      message: 'Please write why you recommend them.',
    });
    expect(shoutoutIssue({ username: 'amara', message: ` ${'x'.repeat(LIMITS.shoutoutMaxLength)} ` })).toBeNull();
    expect(shoutoutIssue({ username: 'amara', message: 'x'.repeat(LIMITS.shoutoutMaxLength + 1) })).toEqual({
      field: 'message',
      messageId: 'community.shoutoutTooLong',
      message: M.shoutoutTooLong,
    });
    expect(firstIssue(shoutoutSchema, { username: ' @amara ', message: ' Great ' })).toEqual({
      ok: true,
      data: { username: 'amara', message: 'Great' },
    });
    expect(M.shoutoutTooLong).toBe('Shoutouts can be at most 500 characters.');
  });

  it('checks a collab request in the dialog order: type, amount (0 or more, up to the limit), message', () => {
    const ok = { type: 'brandDeal', amount: '1500', message: 'Voice our campaign' };
    expect(collabIssue(ok)).toBeNull();
    expect(firstIssue(collabRequestSchema, { ...ok, amount: '250.505', message: ' Hi ' })).toEqual({
      ok: true,
      data: { type: 'brandDeal', amount: 25051n, message: 'Hi' },
    });
    expect(collabIssue({ ...ok, amount: 0 })).toBeNull();
    expect(collabIssue({ ...ok, type: '' })?.message).toBe(M.collabTypeRequired);
    expect(collabIssue({ ...ok, type: 'bribe' })?.field).toBe('type');
    expect(collabIssue({ ...ok, amount: '' })?.message).toBe(M.collabAmountInvalid);
    expect(collabIssue({ ...ok, amount: '-0.01' })?.message).toBe(M.collabAmountInvalid);
    expect(collabIssue({ ...ok, amount: 'abc' })?.message).toBe(M.collabAmountInvalid);
    expect(collabIssue({ ...ok, amount: LIMITS.collabAmountMaxUsd + 0.01 })?.message).toBe(M.collabAmountTooLarge);
    expect(M.collabAmountTooLarge).toBe('Offers can be at most $1,000,000.');
    expect(collabIssue({ ...ok, message: '  ' })?.message).toBe(M.collabMessageRequired);
    expect(collabIssue({ ...ok, message: 'x'.repeat(LIMITS.collabMessageMaxLength + 1) })?.field).toBe('message');
  });

  it('rounds offers to the cent', () => {
    expect(collabAmountCents('250.505')).toBe(25051n);
    expect(collabAmountCents('250.504')).toBe(25050n);
    expect(collabAmountCents(12)).toBe(1200n);
    expect(collabAmountCents(0.3)).toBe(30n);
    expect(collabAmountCents('1499.999')).toBe(150000n);
    expect(collabAmountCents('-1')).toBeNull();
  });
});
