import { graphql } from '@/gql';

export const CircleCardFragment = graphql(`
  fragment CircleCard_circle on Circle {
    id
    name
    description
    isPrivate
    membersCount
    postsCount
    viewerStatus
    owner {
      id
      username
    }
  }
`);

/** The Circles screen: every circle, newest first. */
export const CirclesPageDocument = graphql(`
  query CirclesPage($first: Int!, $after: String) {
    circles(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...CircleCard_circle
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A circle's page: the circle; its discussion and requests come with their own queries. */
export const CirclePageDocument = graphql(`
  query CirclePage($id: ID!) {
    circle(id: $id) {
      ...CircleCard_circle
    }
  }
`);

export const CirclePostItemFragment = graphql(`
  fragment CirclePostItem_post on CirclePost {
    id
    content
    createdAt
    author {
      id
      username
      avatarUrl
    }
  }
`);

export const CirclePostsDocument = graphql(`
  query CirclePosts($circleId: ID!, $first: Int!, $after: String) {
    circlePosts(circleId: $circleId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...CirclePostItem_post
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CircleJoinRequestsDocument = graphql(`
  query CircleJoinRequests($circleId: ID!, $first: Int!, $after: String) {
    circleJoinRequests(circleId: $circleId, first: $first, after: $after) {
      edges {
        cursor
        node {
          circleId
          createdAt
          user {
            id
            username
            avatarUrl
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateCircleDocument = graphql(`
  mutation CreateCircle($input: CreateCircleInput!) {
    createCircle(input: $input) {
      ...CircleCard_circle
    }
  }
`);

export const JoinCircleDocument = graphql(`
  mutation JoinCircle($id: ID!) {
    joinCircle(id: $id) {
      id
      membersCount
      viewerStatus
    }
  }
`);

export const LeaveCircleDocument = graphql(`
  mutation LeaveCircle($id: ID!) {
    leaveCircle(id: $id) {
      id
      membersCount
      viewerStatus
    }
  }
`);

export const ApproveCircleRequestDocument = graphql(`
  mutation ApproveCircleRequest($circleId: ID!, $userId: ID!) {
    approveCircleRequest(circleId: $circleId, userId: $userId) {
      id
      membersCount
    }
  }
`);

export const DeclineCircleRequestDocument = graphql(`
  mutation DeclineCircleRequest($circleId: ID!, $userId: ID!) {
    declineCircleRequest(circleId: $circleId, userId: $userId) {
      id
      membersCount
    }
  }
`);

export const PostToCircleDocument = graphql(`
  mutation PostToCircle($input: PostToCircleInput!) {
    postToCircle(input: $input) {
      ...CirclePostItem_post
    }
  }
`);

export const DeleteCircleDocument = graphql(`
  mutation DeleteCircle($id: ID!) {
    deleteCircle(id: $id)
  }
`);
