import { BellOff, CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { LoadMoreNotifications } from './load-more-notifications';
import { NotificationItem } from './notification-item';
import { useMarkNotificationsRead } from './use-notifications';
import { useNotificationsList } from './use-notifications-list';

interface NotificationsPanelProps {
  /** A notification was opened (the popover closes). */
  onOpen: () => void;
}

/**
 * The popover's body, mounted while it is open: the newest notifications, fetched afresh on each opening, and older
 * ones on Load more. Whatever is shown unread is marked read; those that were unread keep their mark until the
 * popover closes.
 */
export function NotificationsPanel({ onOpen }: NotificationsPanelProps) {
  const { t } = useTranslation('dashboard');
  const { notifications, loading, error, retry, hasMore, loadingMore, moreFailed, loadMore } = useNotificationsList();
  const markRead = useMarkNotificationsRead();
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (loading || error || !notifications) return;
    // Only what is shown is marked read, page by page: older unread ones keep their mark until Load more shows them.
    const newlyShown = notifications.filter((n) => !n.read && !shownUnread?.has(n.id)).map((n) => n.id);
    if (shownUnread && newlyShown.length === 0) return;
    setShownUnread(new Set([...(shownUnread ?? []), ...newlyShown]));
    if (newlyShown.length > 0) void markRead(newlyShown);
  }, [loading, error, notifications, shownUnread, markRead]);

  if (!notifications && loading) {
    return (
      <div role="status" aria-label={t('notifications.loading')} className="flex flex-col gap-3 py-1">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    );
  }
  if (!notifications) {
    // An error is not "no notifications": say so, and offer to try again.
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center">
        <CloudOff className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm text-muted-foreground">{t('notifications.failed')}</p>
        <Button variant="outline" size="sm" onClick={retry}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <BellOff className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t('notifications.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('notifications.emptyText')}</p>
      </div>
    );
  }
  return (
    <div className="-mx-2 flex max-h-96 flex-col overflow-y-auto">
      <ul aria-label={t('notifications.title')} className="flex flex-col gap-0.5">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            unread={!notification.read || !!shownUnread?.has(notification.id)}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {hasMore && (
        <LoadMoreNotifications loading={loadingMore} failed={moreFailed} disabled={loading} onLoadMore={loadMore} />
      )}
    </div>
  );
}
