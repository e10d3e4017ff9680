import { FEE_SCHEDULE, purchaseShares } from './money';
import { POST_TEASER_CHARS, postPriceRange, postTeaser } from './paid-post-rules';
import { postAccessFormIssue, toPostAccessInput } from './paid-post-access';
import { postAccessFormSchema, postAccessInputSchema } from './paid-post-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('postTeaser', () => {
  it('keeps a short text whole and cuts a long one at POST_TEASER_CHARS characters, never inside an emoji', () => {
    expect(postTeaser('Short and sweet')).toBe('Short and sweet');
    const long = `${'🌍'.repeat(POST_TEASER_CHARS)}hidden`;
    expect(postTeaser(long)).toBe(`${'🌍'.repeat(POST_TEASER_CHARS)}…`);
    expect(postTeaser(long)).not.toContain('hidden');
  });
});

describe('prices and shares', () => {
  it('allows one to a million units of the currency', () => {
    expect(postPriceRange('USD')).toEqual({ minMinor: 100n, maxMinor: 100_000_000n });
    expect(postPriceRange('UGX')).toEqual({ minMinor: 1n, maxMinor: 1_000_000n });
  });

  it('a purchase follows subscriptions: 70 % to the creator, 30 % to Kuza, adding up exactly', () => {
    expect(FEE_SCHEDULE.purchase).toEqual(FEE_SCHEDULE.subscription);
    expect(purchaseShares(250n)).toEqual({ creatorMinor: 175n, platformMinor: 75n });
    expect(purchaseShares(333n)).toEqual({ creatorMinor: 233n, platformMinor: 100n });
  });
});

describe('access schemas', () => {
  it('needs tiers for MEMBERS and a price in range for PAID', () => {
    expect(firstMessage(postAccessInputSchema.safeParse({ kind: 'MEMBERS', tierIds: [] }))).toBe(
      'paidPost.tiersRequired',
    );
    expect(firstMessage(postAccessInputSchema.safeParse({ kind: 'PAID', priceMinor: '99', currency: 'USD' }))).toBe(
      'paidPost.priceInvalid',
    );
    expect(postAccessInputSchema.safeParse({ kind: 'PAID', priceMinor: '100', currency: 'USD' }).success).toBe(true);
    expect(postAccessInputSchema.safeParse({ kind: 'PUBLIC' }).success).toBe(true);
  });

  it('reads the form price as a person types it, and turns the choice into createPost input', () => {
    const form = { kind: 'PAID' as const, tierIds: [], price: '2.50', currency: 'USD' };
    expect(postAccessFormSchema.safeParse(form).success).toBe(true);
    expect(firstMessage(postAccessFormSchema.safeParse({ ...form, price: '2.505' }))).toBe('paidPost.priceInvalid');
    expect(toPostAccessInput(form)).toEqual({ kind: 'PAID', tierIds: [], priceMinor: '250', currency: 'USD' });
    expect(toPostAccessInput({ ...form, kind: 'PUBLIC' })).toBeNull();
  });

  it('checks the form choice without zod exactly as the form schema does', () => {
    const cases = [
      { kind: 'PAID' as const, tierIds: [], price: '2.50', currency: 'USD' },
      { kind: 'PAID' as const, tierIds: [], price: '2.505', currency: 'USD' },
      { kind: 'PAID' as const, tierIds: [], price: '', currency: 'KES' },
      { kind: 'MEMBERS' as const, tierIds: [], price: '', currency: 'USD' },
      { kind: 'MEMBERS' as const, tierIds: ['a', 'b', 'c', 'd', 'e', 'f'], price: '', currency: 'USD' },
      { kind: 'PUBLIC' as const, tierIds: [], price: 'x', currency: 'USD' },
    ];
    for (const form of cases)
      expect(postAccessFormIssue(form)).toBe(firstMessage(postAccessFormSchema.safeParse(form)) ?? null);
    expect(postAccessFormIssue({ ...cases[0], kind: 'SECRET' as 'PAID' })).toBe('paidPost.accessKind');
  });
});
