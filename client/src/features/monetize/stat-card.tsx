import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  value: string;
  icon?: LucideIcon;
  /** A line under the value, e.g. the change from last month. */
  hint?: ReactNode;
  tone?: 'up' | 'down' | 'neutral';
  testId?: string;
}

/** One figure with its label: the building block of the money and analytics screens. */
export function StatCard({ label, value, icon: Icon, hint, tone = 'neutral', testId }: StatCardProps) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm" data-testid={testId}>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {Icon && <Icon aria-hidden className="size-4 text-primary" />}
      </div>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      {hint && (
        <p className={cn('text-xs', tone === 'up' ? 'text-success' : tone === 'down' ? 'text-destructive' : 'text-muted-foreground')}>
          {hint}
        </p>
      )}
    </div>
  );
}
