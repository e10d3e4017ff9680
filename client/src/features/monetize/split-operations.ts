import { graphql } from '@/gql';

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
