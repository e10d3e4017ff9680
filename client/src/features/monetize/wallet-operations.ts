import { graphql } from '@/gql';

export const WalletBalancesFragment = graphql(`
  fragment WalletBalances_wallet on Wallet {
    balances {
      currency
      available {
        amountMinor
        currency
      }
      pending {
        amountMinor
        currency
      }
      withdrawing {
        amountMinor
        currency
      }
      lifetime {
        amountMinor
        currency
      }
    }
  }
`);

export const LedgerTransactionFragment = graphql(`
  fragment LedgerTransaction_transaction on LedgerTransaction {
    id
    kind
    direction
    status
    reference
    createdAt
    gross {
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
    counterparty {
      id
      username
    }
  }
`);

export const WalletPageDocument = graphql(`
  query WalletPage {
    wallet {
      ...WalletBalances_wallet
    }
  }
`);

export const WalletTransactionsDocument = graphql(`
  query WalletTransactions($first: Int!, $after: String, $kind: LedgerTransactionKind) {
    wallet {
      transactions(first: $first, after: $after, kind: $kind) {
        edges {
          cursor
          node {
            ...LedgerTransaction_transaction
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export const PayoutMethodFragment = graphql(`
  fragment PayoutMethod_method on PayoutMethod {
    id
    kind
    label
    createdAt
  }
`);

export const PayoutMethodsDocument = graphql(`
  query PayoutMethods {
    payoutMethods {
      ...PayoutMethod_method
    }
  }
`);

export const AddPayoutMethodDocument = graphql(`
  mutation AddPayoutMethod($input: AddPayoutMethodInput!) {
    addPayoutMethod(input: $input) {
      ...PayoutMethod_method
    }
  }
`);

export const RemovePayoutMethodDocument = graphql(`
  mutation RemovePayoutMethod($id: ID!) {
    removePayoutMethod(id: $id)
  }
`);
