import { Suspense, type ReactNode } from 'react';
import { Skeleton } from './skeleton';

/**
 * Wraps a chart whose plotting code (recharts, ~110 KB gzipped) is a lazy chunk: until it arrives a skeleton fills
 * the chart's sized box, so the screen shows at once and nothing moves when the chart appears.
 */
export function ChartSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="size-full" data-testid="chart-loading" />}>{children}</Suspense>;
}
