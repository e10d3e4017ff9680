import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { addNotificationToCache, markAllReadInCache } from './notification-cache';
import { MarkNotificationsReadDocument, NotificationAddedDocument, NotificationsBadgeDocument } from './notification-operations';

/** The caller's unread count, kept live by the notificationAdded subscription (no polling). */
export function useUnreadNotifications(): number {
  const { data } = useQuery(NotificationsBadgeDocument);
  useSubscription(NotificationAddedDocument, {
    // Written by addNotificationToCache, which first compares it with what the list showed.
    fetchPolicy: 'no-cache',
    onData: ({ client, data: result }) => {
      const notification = result.data?.notificationAdded;
      if (notification) addNotificationToCache(client.cache, notification);
    },
  });
  return data?.unreadNotificationsCount ?? 0;
}

/** Marks all of the caller's notifications read; on failure they simply stay unread (the badge says so). */
export function useMarkNotificationsRead(): () => Promise<void> {
  const [mutate] = useMutation(MarkNotificationsReadDocument, { update: (cache) => markAllReadInCache(cache) });
  return useCallback(() => mutate().then(
    () => undefined,
    () => undefined,
  ), [mutate]);
}
