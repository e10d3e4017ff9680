import { graphql } from '@/gql';

/** What the bell lists: the newest page only (the popover is a glance, not an archive). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationItemFragment = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    read
    createdAt
    commentExcerpt
    actor {
      id
      username
      avatarUrl
    }
    post {
      id
    }
  }
`);

export const NotificationsBadgeDocument = graphql(`
  query NotificationsBadge {
    unreadNotificationsCount
  }
`);

export const NotificationsListDocument = graphql(`
  query NotificationsList($first: Int!) {
    notifications(first: $first) {
      edges {
        node {
          ...NotificationItem_notification
        }
      }
    }
  }
`);

export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationItem_notification
    }
  }
`);
