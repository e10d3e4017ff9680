import { formatMinor, isCurrency } from '@kuza/common';
import type { Email } from '../../mail/mailer';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface TipReceipt {
  to: string;
  creatorUsername: string;
  amountMinor: bigint;
  currency: string;
  message: string | null;
  reference: string;
  paidAt: Date;
  testMode: boolean;
}

/** The supporter's receipt for a confirmed tip. */
export function tipReceiptEmail(receipt: TipReceipt): Email {
  const amount = `${isCurrency(receipt.currency) ? formatMinor(receipt.amountMinor, receipt.currency) : receipt.amountMinor} ${receipt.currency}`;
  const lines = [
    ...(receipt.testMode ? ['Test mode: no real money'] : []),
    `Thank you for tipping @${receipt.creatorUsername}.`,
    `Amount: ${amount}`,
    ...(receipt.message ? [`Your message: ${receipt.message}`] : []),
    `Reference: ${receipt.reference}`,
    `Date: ${receipt.paidAt.toISOString()}`,
    '95 % of your tip goes to the creator.',
  ];
  return {
    to: receipt.to,
    subject: `Your receipt: tip to @${receipt.creatorUsername}`,
    text: `${lines.join('\n')}\n`,
    html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
  };
}
