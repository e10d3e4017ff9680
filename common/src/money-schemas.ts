// The zod schemas of money-rules.ts, in a module of their own: a screen that shows only those messages does not
// download zod (common/ is tree-shaken module by module).
import { z } from 'zod';
import type { MessageId } from './messages';
import { WITHDRAWAL_METHODS, parseAmount, type WithdrawalMethodId } from './money-rules';

// Each rule's message is its id in messages.ts.
const M = { selectMethod: 'money.selectMethod', invalidAmount: 'money.invalidAmount' } as const satisfies Record<
  string,
  MessageId
>;

const WITHDRAWAL_METHOD_IDS = WITHDRAWAL_METHODS.map((method) => method.id) as [
  WithdrawalMethodId,
  ...WithdrawalMethodId[],
];

/** Spec §5 Cash out: a method, then an amount (as typed) that is a number greater than 0 (no balance check, no minimum). */
export const cashOutSchema = z.object({
  method: z.enum(WITHDRAWAL_METHOD_IDS, { error: M.selectMethod }),
  amount: z
    .union([z.string(), z.number()], { error: M.invalidAmount })
    .transform(parseAmount)
    .pipe(z.number({ error: M.invalidAmount }).gt(0, { error: M.invalidAmount })),
});
export type CashOutValues = z.input<typeof cashOutSchema>;
export type CashOutInput = z.output<typeof cashOutSchema>;
