import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A spinning indicator; pass `label` so assistive technology announces what is loading. */
export function Spinner({ className, label, ...props }: ComponentProps<'svg'> & { label?: string }) {
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true };
  return <LoaderCircle {...a11y} className={cn('size-5 animate-spin text-primary', className)} {...props} />;
}
