// The zod schemas of paid-post-rules.ts (a module of their own, like money-schemas.ts).
import { z } from 'zod';
import type { MessageId } from './messages';
import { isCurrency, parseAmountMinor, parseDecimalAmount } from './money';
import { currencySchema } from './money-schemas';
import { POST_ACCESS_KINDS, POST_TIERS_MAX, postPriceRange } from './paid-post-rules';

const M = {
  accessKind: 'paidPost.accessKind',
  tiersRequired: 'paidPost.tiersRequired',
  tooManyTiers: 'paidPost.tooManyTiers',
  priceInvalid: 'paidPost.priceInvalid',
} as const satisfies Record<string, MessageId>;

type Issue = { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void };

/** MEMBERS needs 1..5 tiers; PAID needs a price within the currency's range (priceField names the field). */
function checkAccess(
  value: { kind: string; tierIds?: string[] | null; currency?: string | null },
  priceMinor: bigint | null,
  priceField: string,
  ctx: Issue,
) {
  if (value.kind === 'MEMBERS') {
    const tiers = value.tierIds ?? [];
    if (tiers.length === 0) ctx.addIssue({ code: 'custom', message: M.tiersRequired, path: ['tierIds'] });
    if (tiers.length > POST_TIERS_MAX) ctx.addIssue({ code: 'custom', message: M.tooManyTiers, path: ['tierIds'] });
  }
  if (value.kind === 'PAID' && isCurrency(value.currency)) {
    const { minMinor, maxMinor } = postPriceRange(value.currency);
    if (priceMinor === null || priceMinor < minMinor || priceMinor > maxMinor)
      ctx.addIssue({ code: 'custom', message: M.priceInvalid, path: [priceField] });
  }
}

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
    const price = isCurrency(value.currency) ? parseDecimalAmount(value.price, value.currency) : null;
    checkAccess(value, price, 'price', ctx);
  });
export type PostAccessFormValues = z.input<typeof postAccessFormSchema>;

/** The form's choice as `createPost`'s `access` (null for a public post). */
export function toPostAccessInput(
  form: PostAccessFormValues,
): { kind: 'MEMBERS' | 'PAID'; tierIds: string[]; priceMinor: string | null; currency: string | null } | null {
  if (form.kind === 'PUBLIC') return null;
  if (form.kind === 'MEMBERS') return { kind: 'MEMBERS', tierIds: form.tierIds, priceMinor: null, currency: null };
  const price = isCurrency(form.currency) ? parseDecimalAmount(form.price, form.currency) : null;
  return { kind: 'PAID', tierIds: [], priceMinor: price?.toString() ?? null, currency: form.currency };
}
