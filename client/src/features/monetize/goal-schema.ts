import { CURRENCY_CODES, earningsGoalSchema, parseDecimalAmount } from '@kuza/common';
import { z } from 'zod';

/** The goal as the API takes it. */
export interface GoalFormInput {
  amountMinor: string;
  currency: string;
}

/** The creator's goal: a currency Kuza holds and an amount that common/'s earningsGoalSchema accepts once in minor units. */
export const goalFormSchema = z
  .object({ amount: z.string(), currency: z.enum(CURRENCY_CODES) })
  .transform((values, ctx): GoalFormInput => {
    const minor = parseDecimalAmount(values.amount, values.currency);
    const input = { amountMinor: minor?.toString() ?? '', currency: values.currency };
    if (minor === null || !earningsGoalSchema.safeParse(input).success) {
      // The monetize catalog's wording: the API's own message speaks of minor units.
      ctx.addIssue({ code: 'custom', message: 'goal.invalid', path: ['amount'] });
      return z.NEVER;
    }
    return input;
  });

/** The form as typed: the amount in major units ("100000"), and the currency. */
export type GoalFormValues = z.input<typeof goalFormSchema>;
