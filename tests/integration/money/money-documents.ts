import { graphql } from '../../gql';

// The money operations the integration tests send (typed by `npm run codegen`).
export const WALLET = graphql(`
  query MoneyWallet($first: Int, $after: String, $kind: LedgerTransactionKind) {
    wallet {
      balances {
        currency
        available {
          amountMinor
          currency
        }
        pending {
          amountMinor
        }
        withdrawing {
          amountMinor
        }
        lifetime {
          amountMinor
        }
      }
      goal {
        amount {
          amountMinor
          currency
        }
      }
      transactions(first: $first, after: $after, kind: $kind) {
        edges {
          cursor
          node {
            id
            kind
            status
            direction
            reference
            gross {
              amountMinor
              currency
            }
            fee {
              amountMinor
            }
            net {
              amountMinor
            }
            counterparty {
              username
            }
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

export const ADD_METHOD = graphql(`
  mutation MoneyAddPayoutMethod($input: AddPayoutMethodInput!) {
    addPayoutMethod(input: $input) {
      id
      kind
      label
      details
    }
  }
`);

export const METHODS = graphql(`
  query MoneyPayoutMethods {
    payoutMethods {
      id
      kind
      label
    }
  }
`);

export const REMOVE_METHOD = graphql(`
  mutation MoneyRemovePayoutMethod($id: ID!) {
    removePayoutMethod(id: $id)
  }
`);

export const WITHDRAW = graphql(`
  mutation MoneyRequestWithdrawal($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      id
      status
      methodKind
      expectedBy
      failureReason
      amount {
        amountMinor
        currency
      }
      fee {
        amountMinor
      }
      net {
        amountMinor
      }
    }
  }
`);

export const WITHDRAWALS = graphql(`
  query MoneyWithdrawals($first: Int, $after: String) {
    withdrawals(first: $first, after: $after) {
      edges {
        node {
          id
          status
          failureReason
          amount {
            amountMinor
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

export const EARNINGS = graphql(`
  query MoneyEarnings($period: EarningsPeriodInput!) {
    earnings(period: $period) {
      total {
        amountMinor
        currency
      }
      bySource {
        source
        amount {
          amountMinor
          currency
        }
      }
      byDay {
        date
        amount {
          amountMinor
          currency
        }
      }
      goal {
        amount {
          amountMinor
        }
      }
    }
  }
`);

export const SET_GOAL = graphql(`
  mutation MoneySetEarningsGoal($input: SetEarningsGoalInput!) {
    setEarningsGoal(input: $input) {
      amount {
        amountMinor
        currency
      }
    }
  }
`);

export const FEES = graphql(`
  query MoneyFees {
    fees {
      kind
      method
      basisPoints
      creatorBasisPoints
    }
  }
`);
