import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';

/** Placeholders while posts load (spec §2.3: three on the hashtag page). */
export function PostSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('posts');
  return (
    <div role="status" aria-label={t('list.loading')} className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="post-skeleton" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
