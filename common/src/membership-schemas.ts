// The zod schemas of membership-rules.ts, apart so that a screen showing only its messages does not load zod.
import { z } from 'zod';
import { MEMBERSHIP_LIMITS } from './membership-rules';
import type { MessageId } from './messages';
import { CURRENCY_CODES, MAX_AMOUNT_MINOR, parseDecimalAmount, type CurrencyCode } from './money';
import { amountMinorSchema, currencySchema, idempotencyKeySchema } from './money-schemas';

const M = {
  nameRequired: 'membership.nameRequired',
  nameTooLong: 'membership.nameTooLong',
  descriptionTooLong: 'membership.descriptionTooLong',
  amountInvalid: 'wallet.amountInvalid',
  amountTooLarge: 'wallet.amountTooLarge',
  unknownCurrency: 'wallet.unknownCurrency',
} as const satisfies Record<string, MessageId>;

const tierName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(MEMBERSHIP_LIMITS.nameMax, M.nameTooLong);
const tierDescription = z.string().trim().max(MEMBERSHIP_LIMITS.descriptionMax, M.descriptionTooLong);

/** A new tier as the API takes it: a name, perks, a monthly price in minor units and its currency, open or not. */
export const membershipTierInputSchema = z.object({
  name: tierName,
  description: tierDescription.nullish().transform((text) => text ?? ''),
  priceMinor: amountMinorSchema,
  currency: currencySchema,
  isOpen: z
    .boolean()
    .nullish()
    .transform((open) => open ?? true),
});
export type MembershipTierInput = z.output<typeof membershipTierInputSchema>;

/** A tier's changes (its currency stays: members pay in it). A new price applies from each member's next renewal. */
export const membershipTierUpdateSchema = z.object({
  id: z.string().min(1),
  name: tierName,
  description: tierDescription.nullish().transform((text) => text ?? ''),
  priceMinor: amountMinorSchema,
  isOpen: z.boolean(),
});
export type MembershipTierUpdate = z.output<typeof membershipTierUpdateSchema>;

export const joinMembershipSchema = z.object({
  tierId: z.string().min(1),
  idempotencyKey: idempotencyKeySchema,
  /** The post the reader joined from: its split divides the creator's share of every payment. */
  postId: z.string().min(1).nullable().optional(),
});

/** The tier form (client): the price typed as a decimal ("4.99") in the chosen currency. */
export const membershipTierFormSchema = z
  .object({
    name: tierName,
    description: tierDescription,
    price: z.string(),
    currency: z.enum(CURRENCY_CODES, { error: M.unknownCurrency }),
    isOpen: z.boolean(),
  })
  .transform((form, ctx) => {
    const priceMinor = parseDecimalAmount(form.price, form.currency as CurrencyCode);
    if (priceMinor === null || priceMinor <= 0n) {
      ctx.addIssue({ code: 'custom', message: M.amountInvalid, path: ['price'] });
      return z.NEVER;
    }
    if (priceMinor > MAX_AMOUNT_MINOR) {
      ctx.addIssue({ code: 'custom', message: M.amountTooLarge, path: ['price'] });
      return z.NEVER;
    }
    return { ...form, priceMinor };
  });
export type MembershipTierFormValues = z.input<typeof membershipTierFormSchema>;
export type MembershipTierFormInput = z.output<typeof membershipTierFormSchema>;
