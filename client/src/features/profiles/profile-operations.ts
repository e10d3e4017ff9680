import { graphql } from '@/gql';

export const ProfileHeaderFragment = graphql(`
  fragment ProfileHeader_profile on Profile {
    id
    username
    bio
    avatarUrl
    createdAt
    isVerified
    roles
    followersCount
    followingCount
    viewerIsFollowing
    location
    ...ProfileSafetyMenu_profile
  }
`);

export const ProfilePageDocument = graphql(`
  query ProfilePage($username: String!, $first: Int!, $after: String) {
    profile(username: $username) {
      ...ProfileHeader_profile
    }
    posts(authorUsername: $username, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PostCard_post
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const FollowProfileDocument = graphql(`
  mutation FollowProfile($username: String!) {
    follow(username: $username) {
      id
      followersCount
      viewerIsFollowing
    }
  }
`);

export const UnfollowProfileDocument = graphql(`
  mutation UnfollowProfile($username: String!) {
    unfollow(username: $username) {
      id
      followersCount
      viewerIsFollowing
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileHeader_profile
    }
  }
`);

// One page of followers or following: who they are, for the list and its links.
export const FollowListPageFragment = graphql(`
  fragment FollowListPage_connection on ProfileConnection {
    edges {
      cursor
      node {
        id
        username
        avatarUrl
        isVerified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

// Who follows a creator, or whom they follow: one query, the list chosen by $followers (each list pages Relay-style
// in the cache, cache.ts).
export const ProfileFollowListDocument = graphql(`
  query ProfileFollowList($username: String!, $followers: Boolean!, $first: Int!, $after: String) {
    profile(username: $username) {
      id
      followers(first: $first, after: $after) @include(if: $followers) {
        ...FollowListPage_connection
      }
      following(first: $first, after: $after) @skip(if: $followers) {
        ...FollowListPage_connection
      }
    }
  }
`);
