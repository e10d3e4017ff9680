import { graphql } from '@/gql';

export const WithdrawalFragment = graphql(`
  fragment Withdrawal_withdrawal on Withdrawal {
    id
    status
    methodKind
    failureReason
    expectedBy
    createdAt
    amount {
      amountMinor
      currency
    }
    fee {
      amountMinor
      currency
    }
    net {
      amountMinor
      currency
    }
  }
`);

export const CashOutPageDocument = graphql(`
  query CashOutPage {
    wallet {
      ...WalletBalances_wallet
    }
    payoutMethods {
      ...PayoutMethod_method
    }
  }
`);

export const WithdrawalsDocument = graphql(`
  query Withdrawals($first: Int!, $after: String) {
    withdrawals(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...Withdrawal_withdrawal
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const RequestWithdrawalDocument = graphql(`
  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      ...Withdrawal_withdrawal
    }
  }
`);
