// The zod schemas of paid-post-rules.ts (a module of their own, like money-schemas.ts).
import { z } from 'zod';
import { parseAmountMinor } from './money';
import { currencySchema } from './money-schemas';
import { checkAccess, choicePriceMinor, POST_ACCESS_MESSAGES as M } from './paid-post-access';
import { POST_ACCESS_KINDS } from './paid-post-rules';

/** `createPost`'s `access` as the API sends it: price in minor units (digits), tiers by id. */
export const postAccessInputSchema = z
  .object({
    kind: z.enum(POST_ACCESS_KINDS, { error: M.accessKind }),
    tierIds: z.array(z.string()).nullish(),
    priceMinor: z.string().nullish(),
    currency: z.string().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'PAID') {
      const parsed = currencySchema.safeParse(value.currency);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: 'wallet.unknownCurrency', path: ['currency'] });
    }
    checkAccess(value, parseAmountMinor(value.priceMinor ?? ''), 'priceMinor', ctx);
  });
export type PostAccessInputValues = z.output<typeof postAccessInputSchema>;

/** The create form's access choice: the price as a person types it ("2.50") in the chosen currency. */
export const postAccessFormSchema = z
  .object({
    kind: z.enum(POST_ACCESS_KINDS, { error: M.accessKind }),
    tierIds: z.array(z.string()),
    price: z.string(),
    currency: z.string(),
  })
  .superRefine((value, ctx) => {
    checkAccess(value, choicePriceMinor(value), 'price', ctx);
  });
export type PostAccessFormValues = z.input<typeof postAccessFormSchema>;
