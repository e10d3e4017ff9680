import { graphql } from '@/gql';

export const EarningsSummaryDocument = graphql(`
  query EarningsSummary($today: EarningsPeriodInput!, $month: EarningsPeriodInput!, $lastMonth: EarningsPeriodInput!) {
    today: earnings(period: $today) {
      total {
        amountMinor
        currency
      }
    }
    month: earnings(period: $month) {
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
          currency
        }
        updatedAt
      }
    }
    lastMonth: earnings(period: $lastMonth) {
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
    }
  }
`);

export const SetEarningsGoalDocument = graphql(`
  mutation SetEarningsGoal($input: SetEarningsGoalInput!) {
    setEarningsGoal(input: $input) {
      amount {
        amountMinor
        currency
      }
      updatedAt
    }
  }
`);
