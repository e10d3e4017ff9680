import { CURRENCY_CODES, TIP_MESSAGE_MAX, parseDecimalAmount, tipInputSchema } from '@kuza/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

export interface TipFormInput {
  amountMinor: string;
  currency: string;
  message: string | null;
}

/**
 * A tip as a supporter gives it: an amount greater than 0 in a currency Kuza holds (checked, once in minor units,
 * by common/'s tipInputSchema, the server's own rule) and an optional message. Messages are the tips catalog's keys.
 */
export const tipFormSchema = z
  .object({
    amount: z.string(),
    currency: z.enum(CURRENCY_CODES, { error: 'form.currency' }),
    message: z.string().trim().max(TIP_MESSAGE_MAX, 'form.messageTooLong'),
  })
  .transform((values, ctx): TipFormInput => {
    const minor = parseDecimalAmount(values.amount, values.currency);
    const input = {
      creatorUsername: 'creator',
      amountMinor: minor?.toString() ?? '',
      currency: values.currency,
      message: values.message || null,
      idempotencyKey: 'checked-later',
    };
    if (minor === null || !tipInputSchema.safeParse(input).success) {
      ctx.addIssue({ code: 'custom', message: 'form.invalidAmount', path: ['amount'] });
      return z.NEVER;
    }
    return { amountMinor: input.amountMinor, currency: input.currency, message: input.message };
  });

export const tipResolver = zodResolver(tipFormSchema);

/** The form as typed: the amount in major units ("5"), the currency and the message. */
export type TipFormValues = z.input<typeof tipFormSchema>;
