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
