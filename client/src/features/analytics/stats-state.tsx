import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SampleBadge } from '@/ui/sample-badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';

/** Loading skeletons, the load error, or the sample notice with a way to the first post; otherwise the screen. */
export function StatsState({
  loading,
  error,
  isSample,
  children,
}: {
  loading: boolean;
  error: unknown;
  isSample: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('analytics');
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (error && !isSample) return <p className="text-destructive">{t('loadFailed')}</p>;
  return (
    <>
      {isSample && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-ochre bg-accent/30 p-4">
          <SampleBadge note={t('sampleNote')} />
          <Button asChild size="sm">
            <Link to="/dashboard/create">{t('createFirst')}</Link>
          </Button>
        </div>
      )}
      {children}
    </>
  );
}
