import { graphql } from '@/gql';

/** What the bell lists at first; Load more appends the next page of older ones. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationItemFragment = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    read
    createdAt
    commentExcerpt
    reportReason
    removedKind
    removedExcerpt
    campaignName
    tipAmountMinor
    tipCurrency
    tipMessage
    withdrawalAmountMinor
    withdrawalCurrency
    actor {
      id
      username
      avatarUrl
    }
    post {
      id
    }
    circle {
      id
      name
    }
  }
`);

export const NotificationsBadgeDocument = graphql(`
  query NotificationsBadge {
    unreadNotificationsCount
  }
`);

export const NotificationsListDocument = graphql(`
  query NotificationsList($first: Int!, $after: String) {
    notifications(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...NotificationItem_notification
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationItem_notification
    }
  }
`);
