import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

interface LoadMoreNotificationsProps {
  /** The next page is on its way. */
  loading: boolean;
  /** The last attempt failed: say so, and the button tries again. */
  failed: boolean;
  /** The list itself is still refreshing: its cursor may be about to change. */
  disabled: boolean;
  onLoadMore: () => void;
}

/** The end of the popover's list: Load more older notifications, busy while they load, an error and retry if it failed. */
export function LoadMoreNotifications({ loading, failed, disabled, onLoadMore }: LoadMoreNotificationsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col items-center gap-1 pt-2">
      {failed && !loading && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t('notifications.moreFailed')}
        </p>
      )}
      <Button variant="ghost" size="sm" disabled={loading || disabled} aria-busy={loading} onClick={onLoadMore}>
        {loading && <Spinner className="size-4" />}
        {loading ? t('notifications.loadingMore') : failed ? t('notifications.retry') : t('notifications.loadMore')}
      </Button>
    </div>
  );
}
