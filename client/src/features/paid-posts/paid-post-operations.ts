import { graphql } from '@/gql';

// What a card needs to show a locked post: whether the reader may read it, and its price or tiers.
export const PostLockFragment = graphql(`
  fragment PostLock_post on Post {
    id
    viewerCanAccess
    access {
      kind
      price {
        amountMinor
        currency
      }
      tiers {
        id
        name
      }
    }
  }
`);

export const UnlockPostDocument = graphql(`
  mutation UnlockPost($postId: ID!, $idempotencyKey: String!) {
    unlockPost(postId: $postId, idempotencyKey: $idempotencyKey) {
      id
      checkoutUrl
      status
    }
  }
`);

export const UnlockCheckoutDocument = graphql(`
  query UnlockCheckout($id: ID!) {
    checkout(id: $id) {
      id
      status
    }
  }
`);

// Read again once paid: the normalized cache's copy of the post (feed, post page) then opens in place.
export const UnlockedPostDocument = graphql(`
  query UnlockedPost($id: ID!) {
    post(id: $id) {
      id
      content
      mediaUrl
      mediaType
      viewerCanAccess
    }
  }
`);

export const PostAccessTiersDocument = graphql(`
  query PostAccessTiers {
    postAccessTiers {
      id
      name
      price {
        amountMinor
        currency
      }
    }
  }
`);
