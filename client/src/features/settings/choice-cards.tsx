import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Choice<T extends string> {
  value: T;
  name: string;
  text?: string;
  /** Something to show beside the name: a swatch, a badge. */
  adornment?: ReactNode;
  lang?: string;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  value: T | null | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  className?: string;
}

/** A radio group drawn as cards: native radios, so keyboard and screen readers work as usual. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  className,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <div className={cn('grid gap-3 sm:grid-cols-2', className)}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                checked && 'border-primary bg-accent/40',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.adornment}
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium" lang={choice.lang}>
                  {choice.name}
                </span>
                {choice.text && <span className="text-sm text-muted-foreground">{choice.text}</span>}
              </span>
              {checked && <Check aria-hidden className="size-5 shrink-0 text-primary" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
