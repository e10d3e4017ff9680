import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  /** The figure: text as shown, or a count (written in the browser's number format); undefined while it loads. */
  value: string | number | undefined;
  icon?: LucideIcon;
  /**
   * `stacked` (money and analytics screens): label and icon above the figure, an optional hint below.
   * `tile` (admin screens): the icon in a coloured square before label and figure.
   */
  layout?: 'stacked' | 'tile';
  /** A line under the value, e.g. the change from last month (stacked). */
  hint?: ReactNode;
  /** Colour of the hint (stacked). */
  tone?: 'up' | 'down' | 'neutral';
  /** Tailwind text colour of the icon (tile). */
  iconTone?: string;
  /** Marks the card (stacked) or its figure (tile). */
  testId?: string;
}

const figureText = (value: string | number) =>
  typeof value === 'number' ? new Intl.NumberFormat().format(value) : value;

/** One figure with its label: the building block of the money, analytics and admin screens. */
export function StatCard({ layout = 'stacked', ...props }: StatCardProps) {
  return layout === 'tile' ? <TileStatCard {...props} /> : <StackedStatCard {...props} />;
}

function StackedStatCard({ label, value, icon: Icon, hint, tone = 'neutral', testId }: Omit<StatCardProps, 'layout'>) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm" data-testid={testId}>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {Icon && <Icon aria-hidden className="size-4 text-primary" />}
      </div>
      {value === undefined ? <Loading /> : <p className="text-2xl font-bold tabular-nums">{figureText(value)}</p>}
      {hint && (
        <p
          className={cn(
            'text-xs',
            tone === 'up' ? 'text-success' : tone === 'down' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {hint}
        </p>
      )}
    </div>
  );
}

function TileStatCard({ label, value, icon: Icon, iconTone = 'text-primary', testId }: Omit<StatCardProps, 'layout'>) {
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
      {Icon && (
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent', iconTone)}>
          <Icon className="size-5" aria-hidden />
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Loading />
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {figureText(value)}
          </p>
        )}
      </div>
    </div>
  );
}

/** A pulsing bar where the figure will be. */
function Loading() {
  return <span className="mt-1 block h-7 w-14 animate-pulse rounded bg-muted" aria-hidden />;
}
