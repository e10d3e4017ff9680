import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const CreatorHubMilestonesDocument = graphql(`
  query CreatorHubMilestones {
    supporterInsights(top: 1) {
      id
      milestones {
        kind
        at
        amount {
          amountMinor
          currency
        }
        person {
          id
          username
        }
      }
    }
  }
`);

/** The creator's income milestones from the ledger and memberships (first tip, first member, amounts reached). */
export function useIncomeMilestones() {
  const { data } = useQuery(CreatorHubMilestonesDocument, { fetchPolicy: 'cache-and-network' });
  return data?.supporterInsights.milestones ?? [];
}
