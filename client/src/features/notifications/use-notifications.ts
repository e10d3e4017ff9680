import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { addNotificationToCache, markReadInCache } from './notification-cache';
import {
  MarkNotificationsReadDocument,
  NotificationAddedDocument,
  NotificationsBadgeDocument,
} from './notification-operations';

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

/**
 * Marks the given notifications read (those the list shows): older unread ones stay unread, and keep their mark,
 * until a page shows them. On failure they simply stay unread (the badge says so).
 */
export function useMarkNotificationsRead(): (ids: readonly string[]) => Promise<void> {
  const [mutate] = useMutation(MarkNotificationsReadDocument);
  return useCallback(
    (ids: readonly string[]) =>
      mutate({
        variables: { ids: [...ids] },
        update: (cache, { data }) => markReadInCache(cache, ids, data?.markNotificationsRead ?? 0),
      }).then(
        () => undefined,
        () => undefined,
      ),
    [mutate],
  );
}
