import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CURRENCY_CODES } from '@kuza/common';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

interface AmountCurrencyFieldsProps {
  /** `register('amount')`: the amount as typed, in major units ("12.50"); the form's schema turns it into minor units. */
  amount: UseFormRegisterReturn;
  /** `register('currency')`: one of the currencies Kuza holds. */
  currency: UseFormRegisterReturn;
  amountLabel: string;
  currencyLabel: string;
  /** The amount's error, already in the reader's language; shown under both fields. */
  error?: string | null;
  /** The currency cannot change (a membership tier keeps the one it was created in). */
  currencyLocked?: boolean;
}

/**
 * An amount and its currency, side by side, for react-hook-form. The amount stays text until the form's zod schema
 * (common/'s money rules) parses it exactly into integer minor units: never a float. Used by tips, the earnings goal
 * and membership tiers.
 */
export function AmountCurrencyFields({
  amount,
  currency,
  amountLabel,
  currencyLabel,
  error,
  currencyLocked = false,
}: AmountCurrencyFieldsProps) {
  const id = useId();
  const ids = { amount: `${id}-amount`, currency: `${id}-currency`, error: `${id}-error` };
  return (
    <>
      <div className="flex gap-3">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={ids.amount}>{amountLabel}</Label>
          <Input
            id={ids.amount}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            {...amount}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.currency}>{currencyLabel}</Label>
          <select
            id={ids.currency}
            disabled={currencyLocked}
            className="h-9 rounded-md border bg-background px-2"
            {...currency}
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
