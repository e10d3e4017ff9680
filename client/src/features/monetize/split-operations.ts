import { graphql } from '@/gql';

export const SplitPostsPostFragment = graphql(`
  fragment SplitPosts_post on Post {
    id
    content
    createdAt
  }
`);

export const EarningsSplitFragment = graphql(`
  fragment EarningsSplit_split on EarningsSplit {
    id
    projectName
    ownerPercentage
    viewerIsOwner
    createdAt
    owner {
      id
      username
    }
    shares {
      percentage
      collaborator {
        id
        username
      }
    }
    posts {
      ...SplitPosts_post
    }
    earnedSoFar {
      currency
      total {
        amountMinor
        currency
      }
      yours {
        amountMinor
        currency
      }
    }
  }
`);

export const EarningsSplitsDocument = graphql(`
  query EarningsSplits($first: Int!, $after: String) {
    earningsSplits(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...EarningsSplit_split
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateEarningsSplitDocument = graphql(`
  mutation CreateEarningsSplit($input: CreateEarningsSplitInput!) {
    createEarningsSplit(input: $input) {
      ...EarningsSplit_split
    }
  }
`);

export const DeleteEarningsSplitDocument = graphql(`
  mutation DeleteEarningsSplit($id: ID!) {
    deleteEarningsSplit(id: $id)
  }
`);

/** The owner's newest posts, for attaching a split to one of them (their current split, to move it). */
export const SplitRecentPostsDocument = graphql(`
  query SplitRecentPosts($username: String!, $first: Int!) {
    posts(authorUsername: $username, first: $first) {
      edges {
        node {
          ...SplitPosts_post
          split {
            id
          }
        }
      }
    }
  }
`);

export const SetPostSplitDocument = graphql(`
  mutation SetPostSplit($postId: ID!, $splitId: ID) {
    setPostSplit(postId: $postId, splitId: $splitId) {
      ...SplitPosts_post
      split {
        id
        posts {
          ...SplitPosts_post
        }
      }
    }
  }
`);
