// The rules of a post's access choice as plain functions (no zod): paid-post-schemas.ts builds its schemas on them,
// and the create page checks the choice with them without loading zod.
import type { MessageId } from './messages';
import { isCurrency, parseDecimalAmount } from './money';
import { POST_ACCESS_KINDS, POST_TIERS_MAX, postPriceRange } from './paid-post-rules';

export const POST_ACCESS_MESSAGES = {
  accessKind: 'paidPost.accessKind',
  tiersRequired: 'paidPost.tiersRequired',
  tooManyTiers: 'paidPost.tooManyTiers',
  priceInvalid: 'paidPost.priceInvalid',
} as const satisfies Record<string, MessageId>;
const M = POST_ACCESS_MESSAGES;

type Issue = { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void };

/** The create form's access choice: the price as a person types it ("2.50") in the chosen currency. */
export interface PostAccessChoice {
  kind: (typeof POST_ACCESS_KINDS)[number];
  tierIds: string[];
  price: string;
  currency: string;
}

/** MEMBERS needs 1..5 tiers; PAID needs a price within the currency's range (priceField names the field). */
export function checkAccess(
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

/** The price the form's choice names, in minor units (null: not an exact amount of a known currency). */
export const choicePriceMinor = (form: Pick<PostAccessChoice, 'price' | 'currency'>) =>
  isCurrency(form.currency) ? parseDecimalAmount(form.price, form.currency) : null;

/** The first rule of postAccessFormSchema that the form's choice breaks (a message id), or null. */
export function postAccessFormIssue(value: PostAccessChoice): MessageId | null {
  if (!(POST_ACCESS_KINDS as readonly string[]).includes(value.kind)) return M.accessKind;
  let first: MessageId | null = null;
  checkAccess(value, choicePriceMinor(value), 'price', {
    addIssue: (issue) => void (first ??= issue.message as MessageId),
  });
  return first;
}

/** The form's choice as `createPost`'s `access` (null for a public post). */
export function toPostAccessInput(
  form: PostAccessChoice,
): { kind: 'MEMBERS' | 'PAID'; tierIds: string[]; priceMinor: string | null; currency: string | null } | null {
  if (form.kind === 'PUBLIC') return null;
  if (form.kind === 'MEMBERS') return { kind: 'MEMBERS', tierIds: form.tierIds, priceMinor: null, currency: null };
  return { kind: 'PAID', tierIds: [], priceMinor: choicePriceMinor(form)?.toString() ?? null, currency: form.currency };
}
