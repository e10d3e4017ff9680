import { useQuery } from '@apollo/client/react';
import { BellOff, CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { NotificationItem } from './notification-item';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsListDocument } from './notification-operations';
import { useMarkNotificationsRead } from './use-notifications';

interface NotificationsPanelProps {
  unreadCount: number;
  /** A notification was opened (the popover closes). */
  onOpen: () => void;
}

/**
 * The popover's body, mounted while it is open: the newest notifications, fetched afresh on each opening. Once they
 * are shown, all are marked read; those that were unread keep their mark until the popover closes.
 */
export function NotificationsPanel({ unreadCount, onOpen }: NotificationsPanelProps) {
  const { t } = useTranslation('dashboard');
  const { data, loading, error, refetch } = useQuery(NotificationsListDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const markRead = useMarkNotificationsRead();
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string> | null>(null);
  const notifications = data?.notifications.edges.map(({ node }) => node);

  useEffect(() => {
    if (loading || error || !notifications || shownUnread) return;
    const unread = new Set(notifications.filter((n) => !n.read).map((n) => n.id));
    setShownUnread(unread);
    if (unread.size > 0 || unreadCount > 0) void markRead();
  }, [loading, error, notifications, shownUnread, unreadCount, markRead]);

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
        <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
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
    <ul aria-label={t('notifications.title')} className="-mx-2 flex max-h-96 flex-col gap-0.5 overflow-y-auto">
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          unread={!notification.read || !!shownUnread?.has(notification.id)}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}
