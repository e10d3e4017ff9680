import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  /** Tailwind text colour of the icon. */
  tone?: string;
  testId?: string;
}

/** One counter of an admin screen; a pulsing bar while the value is unknown. */
export function StatCard({ label, value, icon: Icon, tone = 'text-primary', testId }: StatCardProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent', tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {value === undefined ? (
          <span className="mt-1 block h-7 w-14 animate-pulse rounded bg-muted" aria-hidden />
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {new Intl.NumberFormat().format(value)}
          </p>
        )}
      </div>
    </div>
  );
}
