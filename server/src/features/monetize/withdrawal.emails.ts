import { formatMinor, isCurrency } from '@kuza/common';
import type { Email } from '../../mail/mailer';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface WithdrawalNotice {
  to: string;
  status: 'PAID' | 'FAILED';
  amountMinor: bigint;
  feeMinor: bigint;
  netMinor: bigint;
  currency: string;
  method: string;
  reference: string;
  failureReason: string | null;
  testMode: boolean;
}

const amount = (minor: bigint, currency: string) =>
  `${isCurrency(currency) ? formatMinor(minor, currency) : minor.toString()} ${currency}`;

/** The creator's e-mail when a withdrawal is paid out or has failed. */
export function withdrawalEmail(notice: WithdrawalNotice): Email {
  const paid = notice.status === 'PAID';
  const lines = [
    ...(notice.testMode ? ['Test mode: no real money'] : []),
    paid
      ? `Your withdrawal of ${amount(notice.amountMinor, notice.currency)} has been paid out.`
      : `Your withdrawal of ${amount(notice.amountMinor, notice.currency)} could not be paid out.`,
    ...(paid
      ? [`Fee: ${amount(notice.feeMinor, notice.currency)}`, `Sent to you: ${amount(notice.netMinor, notice.currency)}`]
      : [
          ...(notice.failureReason ? [`Reason: ${notice.failureReason}`] : []),
          'The full amount is back in your available balance.',
        ]),
    `Method: ${notice.method}`,
    `Reference: ${notice.reference}`,
  ];
  return {
    to: notice.to,
    subject: paid ? 'Your withdrawal has been paid' : 'Your withdrawal has failed',
    text: `${lines.join('\n')}\n`,
    html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
  };
}
