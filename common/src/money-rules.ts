// Spec §3, §5 and §9 "Money and community": withdrawal methods and fees, Split Earnings, Cash Out and Shoutout
// rules with their exact toast titles and texts, and the arithmetic the screens show.
import { FEE_SCHEDULE, formatMinor, parseDecimalAmount, withdrawalFee } from './money';

/** The Cash Out form's methods; their fees come from the one fee table (money.ts FEE_SCHEDULE). */
export const WITHDRAWAL_METHODS = [
  { id: 'mobile_money', kind: 'MOBILE_MONEY', feePercent: FEE_SCHEDULE.withdrawal.MOBILE_MONEY / 100 },
  { id: 'bank_transfer', kind: 'BANK_TRANSFER', feePercent: FEE_SCHEDULE.withdrawal.BANK_TRANSFER / 100 },
  { id: 'crypto', kind: 'CRYPTO', feePercent: FEE_SCHEDULE.withdrawal.CRYPTO / 100 },
] as const;
export type WithdrawalMethodId = (typeof WITHDRAWAL_METHODS)[number]['id'];

/** Spec §9: the $10 minimum the help text names (USD; money.ts CURRENCIES holds each currency's). */
export const MINIMUM_WITHDRAWAL_HINT_USD = 10;

/** A rule that failed: the toast's title and text (spec §5 and §8), and the field to point at. */
export interface MoneyIssue {
  id: MoneyMessageId;
  field: string;
  title: string;
  /** Null where the spec gives only a title. */
  description: string | null;
}

export const MONEY_MESSAGES = {
  projectNameRequired: { title: 'Project name required', description: 'Please enter a project name.' },
  addCollaborators: { title: 'Add collaborators', description: 'Please add at least one collaborator.' },
  selectMethod: { title: 'Select a method', description: 'Please choose a withdrawal method.' },
  invalidAmount: { title: 'Invalid amount', description: 'Please enter a valid withdrawal amount.' },
  usernameRequired: { title: 'Username required', description: null },
  messageRequired: { title: 'Message required', description: 'Please write why you recommend them.' },
} as const;
export type MoneyMessageId = keyof typeof MONEY_MESSAGES;

const issue = (id: MoneyMessageId, field: string): MoneyIssue => ({ id, field, ...MONEY_MESSAGES[id] });

/** The spec rule of a `money.<key>` message id (a schema's message), for its toast's title and text, or undefined. */
export function moneyIssueOf(messageId: string | undefined, field = ''): MoneyIssue | undefined {
  const key = messageId?.startsWith('money.') ? messageId.slice('money.'.length) : undefined;
  return key && Object.hasOwn(MONEY_MESSAGES, key) ? issue(key as MoneyMessageId, field) : undefined;
}

/** A number typed into a form ("12.5"), or NaN when it is not one. Empty text is not zero. */
export function parseAmount(text: string | number): number {
  if (typeof text === 'number') return text;
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function withdrawalMethod(id: string) {
  return WITHDRAWAL_METHODS.find((method) => method.id === id);
}

// Percentages (not money) to two decimals.
const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * The fee of a withdrawal typed in dollars and cents, and what arrives (amount − fee), computed in whole cents by
 * money.ts (no floating-point arithmetic): for display only; the server quotes from minor units.
 */
export function withdrawalQuote(
  amount: number,
  methodId: WithdrawalMethodId,
): { fee: number; net: number; feePercent: number } {
  const method = withdrawalMethod(methodId)!;
  const amountMinor = parseDecimalAmount(amount.toFixed(2), 'USD') ?? 0n;
  const { feeMinor, netMinor } = withdrawalFee(amountMinor, method.kind);
  return {
    fee: Number(formatMinor(feeMinor, 'USD')),
    net: Number(formatMinor(netMinor, 'USD')),
    feePercent: method.feePercent,
  };
}

export interface SplitCollaborator {
  username: string;
  percentage: string | number;
}

/** A collaborator row counts once it has a username and a percentage. */
export function isCompleteCollaborator(collaborator: SplitCollaborator): boolean {
  return collaborator.username.trim() !== '' && Number.isFinite(parseAmount(collaborator.percentage));
}

/** Spec §5 Split: a project name, then at least one collaborator with a username and a percentage. */
export function checkSplit(input: { projectName: string; collaborators: SplitCollaborator[] }): MoneyIssue | null {
  if (input.projectName.trim() === '') return issue('projectNameRequired', 'projectName');
  if (!input.collaborators.some(isCompleteCollaborator)) return issue('addCollaborators', 'collaborators');
  return null;
}

/** The running total of the percentages typed so far (not checked to sum to 100, spec §5). */
export function splitTotal(collaborators: SplitCollaborator[]): number {
  const total = collaborators.reduce((sum, c) => {
    const value = parseAmount(c.percentage);
    return Number.isFinite(value) ? sum + value : sum;
  }, 0);
  return cents(total);
}
