import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';

/** Loading skeletons, the load error, or the screen, with how to start above it for an account without posts. */
export function StatsState({
  loading,
  error,
  isEmpty,
  children,
}: {
  loading: boolean;
  error: unknown;
  isEmpty: boolean;
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
  if (error) return <p className="text-destructive">{t('loadFailed')}</p>;
  return (
    <>
      {isEmpty && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-ochre bg-accent/30 p-4"
          data-testid="analytics-start"
        >
          <p className="text-sm">{t('emptyNote')}</p>
          <Button asChild size="sm">
            <Link to="/dashboard/create">{t('createFirst')}</Link>
          </Button>
        </div>
      )}
      {children}
    </>
  );
}
