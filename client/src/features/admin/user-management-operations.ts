import { graphql } from '@/gql';

export const UserRowProfileFragment = graphql(`
  fragment UserRow_profile on Profile {
    id
    username
    bio
    avatarUrl
    createdAt
    roles
    suspension {
      suspendedAt
      reason
    }
  }
`);

export const UserStatsCardsFragment = graphql(`
  fragment UserStatsCards_stats on UserStats {
    totalUsers
    activeUsers
    admins
    moderators
    suspended
  }
`);

export const UserManagementPageDocument = graphql(`
  query UserManagementPage($search: String, $first: Int, $after: String) {
    userStats {
      ...UserStatsCards_stats
    }
    profiles(search: $search, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...UserRow_profile
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const PromoteToAdminDocument = graphql(`
  mutation PromoteToAdmin($userId: ID!) {
    promoteToAdmin(userId: $userId) {
      id
      roles
    }
  }
`);

export const RemoveAdminDocument = graphql(`
  mutation RemoveAdmin($userId: ID!) {
    removeAdmin(userId: $userId) {
      id
      roles
    }
  }
`);

export const SuspendUserDocument = graphql(`
  mutation SuspendUser($userId: ID!, $reason: String) {
    suspendUser(userId: $userId, reason: $reason) {
      id
      suspension {
        suspendedAt
        reason
      }
    }
  }
`);

export const ReactivateUserDocument = graphql(`
  mutation ReactivateUser($userId: ID!) {
    reactivateUser(userId: $userId) {
      id
      suspension {
        suspendedAt
        reason
      }
    }
  }
`);
