// The zod schemas of money-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import { WITHDRAWAL_METHODS, moneyText, parseAmount, type WithdrawalMethodId } from './money-rules';

const WITHDRAWAL_METHOD_IDS = WITHDRAWAL_METHODS.map((method) => method.id) as [
  WithdrawalMethodId,
  ...WithdrawalMethodId[],
];

/** Spec §5 Cash out: a method, then an amount (as typed) that is a number greater than 0 (no balance check, no minimum). */
export const cashOutSchema = z.object({
  method: z.enum(WITHDRAWAL_METHOD_IDS, { error: moneyText('selectMethod') }),
  amount: z
    .union([z.string(), z.number()], { error: moneyText('invalidAmount') })
    .transform(parseAmount)
    .pipe(z.number({ error: moneyText('invalidAmount') }).gt(0, { error: moneyText('invalidAmount') })),
});
export type CashOutValues = z.input<typeof cashOutSchema>;
export type CashOutInput = z.output<typeof cashOutSchema>;
