import { MONEY_MESSAGES, checkSplit, moneyIssueOf, splitTotal, withdrawalQuote } from './money-rules';
import { cashOutSchema } from './money-schemas';

/** The toast of the first rule a cash-out fails, or null. */
const checkCashOut = (input: Record<string, unknown>) => {
  const result = cashOutSchema.safeParse(input);
  return result.success ? null : (moneyIssueOf(result.error.issues[0]?.message) ?? null);
};

describe('withdrawal fees (spec §9)', () => {
  it.each([
    ['mobile_money', 100, 1, 99],
    ['bank_transfer', 100, 2, 98],
    ['crypto', 100, 0.5, 99.5],
    ['mobile_money', 12.34, 0.12, 12.22],
    ['bank_transfer', 250.5, 5.01, 245.49],
    ['crypto', 12.34, 0.06, 12.28],
    ['crypto', 0.01, 0, 0.01],
  ] as const)('%s on %d: fee %d, net %d', (method, amount, fee, net) => {
    expect(withdrawalQuote(amount, method)).toMatchObject({ fee, net });
  });

  it('names the percentages of the spec', () => {
    expect(withdrawalQuote(10, 'mobile_money').feePercent).toBe(1);
    expect(withdrawalQuote(10, 'bank_transfer').feePercent).toBe(2);
    expect(withdrawalQuote(10, 'crypto').feePercent).toBe(0.5);
  });
});

describe('cash out rules (spec §5)', () => {
  it('asks for a method first, then a number greater than 0', () => {
    expect(checkCashOut({ method: null, amount: '' })).toMatchObject({
      title: 'Select a method',
      description: 'Please choose a withdrawal method.',
    });
    expect(checkCashOut({ method: 'paypal', amount: '5' })?.id).toBe('selectMethod');
    for (const amount of ['', '0', '-5', 'abc', '  ']) {
      expect(checkCashOut({ method: 'crypto', amount })).toMatchObject({
        title: 'Invalid amount',
        description: 'Please enter a valid withdrawal amount.',
      });
    }
  });

  it('has no minimum and no balance check', () => {
    expect(checkCashOut({ method: 'crypto', amount: '0.5' })).toBeNull();
    expect(checkCashOut({ method: 'bank_transfer', amount: '99999999' })).toBeNull();
  });
});

describe('split rules (spec §5)', () => {
  it('needs a project name, then one collaborator with a username and a percentage', () => {
    expect(checkSplit({ projectName: '  ', collaborators: [{ username: 'kofi', percentage: '50' }] })).toMatchObject(
      MONEY_MESSAGES.projectNameRequired,
    );
    expect(checkSplit({ projectName: 'Album', collaborators: [] })).toMatchObject({
      title: 'Add collaborators',
      description: 'Please add at least one collaborator.',
    });
    expect(
      checkSplit({
        projectName: 'Album',
        collaborators: [
          { username: 'kofi', percentage: '' },
          { username: '', percentage: '30' },
        ],
      })?.id,
    ).toBe('addCollaborators');
    expect(checkSplit({ projectName: 'Album', collaborators: [{ username: 'kofi', percentage: '30' }] })).toBeNull();
  });

  it('keeps a running total without requiring 100', () => {
    expect(
      splitTotal([
        { username: 'a', percentage: '40' },
        { username: 'b', percentage: '35.5' },
        { username: 'c', percentage: '' },
      ]),
    ).toBe(75.5);
    expect(checkSplit({ projectName: 'Album', collaborators: [{ username: 'a', percentage: '140' }] })).toBeNull();
  });
});
