import { graphql } from '@/gql';

export const TipDocument = graphql(`
  mutation Tip($input: TipInput!) {
    tip(input: $input) {
      id
      checkoutUrl
      status
    }
  }
`);

export const CheckoutStatusDocument = graphql(`
  query CheckoutStatus($id: ID!) {
    checkout(id: $id) {
      id
      status
      purpose
      amountMinor
      currency
      testMode
      postId
    }
  }
`);

export const PostTipsCountDocument = graphql(`
  query PostTipsCount($id: ID!) {
    post(id: $id) {
      id
      tipsCount
    }
  }
`);
