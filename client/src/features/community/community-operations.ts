import { graphql } from '@/gql';

export const DiscoverCreatorsDocument = graphql(`
  query DiscoverCreators($search: String, $first: Int!, $after: String) {
    profiles(search: $search, first: $first, after: $after) {
      edges {
        cursor
        node {
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
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ShoutoutItemFragment = graphql(`
  fragment ShoutoutItem_shoutout on Shoutout {
    id
    message
    createdAt
    from {
      id
      username
      avatarUrl
    }
    to {
      id
      username
    }
  }
`);

/** Shoutouts received by the viewer, newest first. */
export const ShoutoutsPageDocument = graphql(`
  query ShoutoutsPage($first: Int!, $after: String) {
    receivedShoutouts(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ShoutoutItem_shoutout
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Shoutouts the viewer gave, newest first: a query of its own, so its pages and the received ones load apart. */
export const SentShoutoutsDocument = graphql(`
  query SentShoutouts($first: Int!, $after: String) {
    sentShoutouts(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ShoutoutItem_shoutout
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SendShoutoutDocument = graphql(`
  mutation SendShoutout($input: SendShoutoutInput!) {
    sendShoutout(input: $input) {
      ...ShoutoutItem_shoutout
    }
  }
`);

export const CollabRequestItemFragment = graphql(`
  fragment CollabRequestItem_request on CollabRequest {
    id
    type
    amountMoney {
      amountMinor
      currency
    }
    message
    status
    createdAt
    decidedAt
    from {
      id
      username
      avatarUrl
    }
    to {
      id
      username
    }
  }
`);

/** Collab requests received by the viewer, newest first. */
export const CollabsPageDocument = graphql(`
  query CollabsPage($first: Int!, $after: String) {
    receivedCollabRequests(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...CollabRequestItem_request
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Collab requests the viewer sent, newest first: a query of its own, so its pages and the received ones load apart. */
export const SentCollabRequestsDocument = graphql(`
  query SentCollabRequests($first: Int!, $after: String) {
    sentCollabRequests(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...CollabRequestItem_request
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SendCollabRequestDocument = graphql(`
  mutation SendCollabRequest($input: SendCollabRequestInput!) {
    sendCollabRequest(input: $input) {
      ...CollabRequestItem_request
    }
  }
`);

export const OpenCollabRequestDocument = graphql(`
  mutation OpenCollabRequest($id: ID!) {
    openCollabRequest(id: $id) {
      id
      status
    }
  }
`);

export const AcceptCollabRequestDocument = graphql(`
  mutation AcceptCollabRequest($id: ID!) {
    acceptCollabRequest(id: $id) {
      id
      status
      decidedAt
    }
  }
`);

export const DeclineCollabRequestDocument = graphql(`
  mutation DeclineCollabRequest($id: ID!) {
    declineCollabRequest(id: $id) {
      id
      status
      decidedAt
    }
  }
`);
