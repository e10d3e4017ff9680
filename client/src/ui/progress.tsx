import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Radix progress (max 100 by default); a null value renders the indeterminate state. */
export function Progress({ className, value, max = 100, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const indeterminate = value === null || value === undefined;
  const percent = indeterminate ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full bg-primary transition-all',
          indeterminate ? 'w-2/5 animate-indeterminate rounded-full' : 'w-full origin-left rtl:origin-right',
        )}
        style={indeterminate ? undefined : { transform: `scaleX(${percent / 100})` }}
      />
    </ProgressPrimitive.Root>
  );
}
