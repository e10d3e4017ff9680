import { zodResolver } from '@hookform/resolvers/zod';
import { PAYOUT_DETAILS_SCHEMAS, splitSchema, type PayoutMethodKind } from '@kuza/common';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { z } from 'zod';
import { goalFormSchema } from './goal-schema';
import type { PayoutMethodFormInput, PayoutMethodFormValues } from './payout-method-values';

// The money forms' rules, loaded with the form (lib/lazy-resolver.ts).
export { cashOutResolver } from './cash-out-schema';
export const splitResolver = zodResolver(splitSchema);

// Adding a payout method asks for the password again (checked by the server); the details are common/'s rules.
const passwordSchema = z.object({ password: z.string().min(6, 'validation.passwordTooShort') });
const formSchemas: Record<PayoutMethodKind, z.ZodType<Record<string, unknown>, Record<string, unknown>>> = {
  MOBILE_MONEY: passwordSchema.and(PAYOUT_DETAILS_SCHEMAS.MOBILE_MONEY),
  BANK_TRANSFER: passwordSchema.and(PAYOUT_DETAILS_SCHEMAS.BANK_TRANSFER),
  CRYPTO: passwordSchema.and(PAYOUT_DETAILS_SCHEMAS.CRYPTO),
};

/** Checks the fields of the chosen kind only; the answer is the API's input: kind, details and password. */
export const payoutMethodResolver: Resolver<PayoutMethodFormValues, unknown, PayoutMethodFormInput> = async (
  values,
  context,
  options,
): Promise<ResolverResult<PayoutMethodFormValues, PayoutMethodFormInput>> => {
  // One kind's rules at a time: the other kinds' fields stay as typed, unchecked.
  const check = zodResolver(formSchemas[values.kind]) as unknown as Resolver<PayoutMethodFormValues>;
  const result = await check(values, context, options);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
  const { password, ...details } = result.values as { password: string };
  return { values: { kind: values.kind, password, details }, errors: {} };
};

export const goalResolver = zodResolver(goalFormSchema);
