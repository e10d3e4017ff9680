import {
  CURRENCIES,
  FEE_SCHEDULE,
  addBusinessDays,
  formatMinor,
  minorOrDeprecatedMajorText,
  parseAmountMinor,
  parseDecimalAmount,
  splitByBasisPoints,
  tipShares,
  withdrawalFee,
} from './money';
import { amountMinorSchema, payoutMethodDetailsSchema, withdrawalInputSchema } from './money-schemas';

describe('the fee table (spec §9)', () => {
  it('gives creators 95 % of tips, 70 % of subscriptions, and charges 1 / 2 / 0.5 % to withdraw', () => {
    expect(FEE_SCHEDULE.tip).toEqual({ creatorBp: 9500, platformBp: 500 });
    expect(FEE_SCHEDULE.subscription).toEqual({ creatorBp: 7000, platformBp: 3000 });
    expect(FEE_SCHEDULE.withdrawal).toEqual({ MOBILE_MONEY: 100, BANK_TRANSFER: 200, CRYPTO: 50 });
  });

  it('names a $10 minimum withdrawal and one for every currency', () => {
    expect(CURRENCIES.USD.minimumWithdrawalMinor).toBe(1000n);
    for (const code of ['NGN', 'KES', 'GHS', 'ZAR', 'USD'] as const) {
      expect(CURRENCIES[code].minimumWithdrawalMinor).toBeGreaterThan(0n);
    }
  });
});

describe('largest-remainder splitting', () => {
  it.each([
    [1000n, [9500, 500], [950n, 50n]],
    [1n, [9500, 500], [1n, 0n]],
    [19n, [9500, 500], [18n, 1n]],
    [10n, [3334, 3333, 3333], [4n, 3n, 3n]],
    [0n, [5000, 5000], [0n, 0n]],
  ])('%s by %j → %j', (amount, shares, parts) => {
    expect(splitByBasisPoints(amount, shares)).toEqual(parts);
  });

  it('never loses or invents a minor unit', () => {
    for (let amount = 0n; amount < 2_000n; amount += 7n) {
      const { creatorMinor, platformMinor } = tipShares(amount);
      expect(creatorMinor + platformMinor).toBe(amount);
      for (const kind of ['MOBILE_MONEY', 'BANK_TRANSFER', 'CRYPTO'] as const) {
        const { feeMinor, netMinor } = withdrawalFee(amount, kind);
        expect(feeMinor + netMinor).toBe(amount);
      }
    }
  });

  it('refuses shares that do not add up to 100 %', () => {
    expect(() => splitByBasisPoints(100n, [5000, 4000])).toThrow();
  });

  it('charges the withdrawal fee of each method', () => {
    expect(withdrawalFee(10_000n, 'MOBILE_MONEY')).toMatchObject({ feeMinor: 100n, netMinor: 9_900n });
    expect(withdrawalFee(10_000n, 'BANK_TRANSFER')).toMatchObject({ feeMinor: 200n, netMinor: 9_800n });
    expect(withdrawalFee(10_000n, 'CRYPTO')).toMatchObject({ feeMinor: 50n, netMinor: 9_950n });
  });
});

describe('amount parsing and formatting', () => {
  it('reads minor units as digits only', () => {
    expect(parseAmountMinor('1050')).toBe(1050n);
    for (const bad of ['-5', '10.5', '1e3', '', ' 5', '0x10', 'abc']) expect(parseAmountMinor(bad)).toBeNull();
  });

  it('reads decimals exactly, refusing fractions of a minor unit', () => {
    expect(parseDecimalAmount('12.5', 'USD')).toBe(1250n);
    expect(parseDecimalAmount('12.50', 'USD')).toBe(1250n);
    expect(parseDecimalAmount('12.501', 'USD')).toBeNull();
    expect(parseDecimalAmount('500', 'UGX')).toBe(500n);
    expect(parseDecimalAmount('500.5', 'UGX')).toBeNull();
  });

  it('formats minor units exactly', () => {
    expect(formatMinor(1250n, 'USD')).toBe('12.50');
    expect(formatMinor(5n, 'USD')).toBe('0.05');
    expect(formatMinor(-5n, 'USD')).toBe('-0.05');
    expect(formatMinor(37_000n, 'UGX')).toBe('37000');
  });

  it('counts two business days over a weekend', () => {
    expect(addBusinessDays(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-30T10:00:00.000Z'); // Thu → Mon
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-25T10:00:00.000Z'); // Mon → Wed
    expect(addBusinessDays(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z'); // Sat → Tue
  });
});

describe('an amount given as exact minor units or as a deprecated Float', () => {
  it('reads digits exactly and refuses anything else in the exact field', () => {
    expect(minorOrDeprecatedMajorText('1234', 99.99, 'USD')).toBe('12.34');
    expect(minorOrDeprecatedMajorText('0', null, 'USD')).toBe('0.00');
    expect(minorOrDeprecatedMajorText('12.5', null, 'USD')).toBe('');
    expect(minorOrDeprecatedMajorText('-5', null, 'USD')).toBe('');
  });

  it("reads the Float by its shortest decimal text, and nothing given as ''", () => {
    expect(minorOrDeprecatedMajorText(null, 12.5, 'USD')).toBe('12.5');
    expect(minorOrDeprecatedMajorText(undefined, 12.34, 'USD')).toBe('12.34');
    expect(minorOrDeprecatedMajorText(undefined, undefined, 'USD')).toBe('');
  });
});

describe('money schemas', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('accepts whole positive minor units up to the maximum', () => {
    expect(amountMinorSchema.parse('1000')).toBe(1000n);
    expect(messageOf(amountMinorSchema.safeParse('0'))).toBe('wallet.amountInvalid');
    expect(messageOf(amountMinorSchema.safeParse('-100'))).toBe('wallet.amountInvalid');
    expect(messageOf(amountMinorSchema.safeParse('10.5'))).toBe('wallet.amountInvalid');
    expect(messageOf(amountMinorSchema.safeParse('99999999999999999999'))).toBe('wallet.amountTooLarge');
  });

  it('checks a withdrawal against the currency minimum', () => {
    const base = { payoutMethodId: 'm', currency: 'USD', idempotencyKey: 'key-12345' };
    expect(withdrawalInputSchema.safeParse({ ...base, amountMinor: '1000' }).success).toBe(true);
    expect(messageOf(withdrawalInputSchema.safeParse({ ...base, amountMinor: '999' }))).toBe('wallet.belowMinimum');
    expect(messageOf(withdrawalInputSchema.safeParse({ ...base, amountMinor: '1000', currency: 'XYZ' }))).toBe(
      'wallet.unknownCurrency',
    );
  });

  it('checks payout details by kind', () => {
    expect(
      payoutMethodDetailsSchema.parse({ kind: 'MOBILE_MONEY', provider: 'MPESA', phoneNumber: '+254 712 345 678' }),
    ).toEqual({ kind: 'MOBILE_MONEY', provider: 'MPESA', phoneNumber: '+254712345678' });
    expect(
      messageOf(payoutMethodDetailsSchema.safeParse({ kind: 'MOBILE_MONEY', provider: 'MPESA', phoneNumber: '0712' })),
    ).toBe('wallet.phoneNumber');
    expect(
      payoutMethodDetailsSchema.safeParse({ kind: 'BANK_TRANSFER', bankCode: '058', accountNumber: '0123456789' })
        .success,
    ).toBe(true);
    expect(
      messageOf(payoutMethodDetailsSchema.safeParse({ kind: 'BANK_TRANSFER', bankCode: '058', accountNumber: '12ab' })),
    ).toBe('wallet.accountNumber');
    expect(
      payoutMethodDetailsSchema.safeParse({
        kind: 'CRYPTO',
        network: 'ETHEREUM',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      }).success,
    ).toBe(true);
    expect(
      messageOf(payoutMethodDetailsSchema.safeParse({ kind: 'CRYPTO', network: 'BITCOIN', address: '0x5290' })),
    ).toBe('wallet.cryptoAddress');
    expect(messageOf(payoutMethodDetailsSchema.safeParse({ kind: 'PAYPAL' }))).toBe('wallet.payoutMethodKind');
  });
});
