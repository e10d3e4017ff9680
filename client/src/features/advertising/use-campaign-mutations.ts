import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useCallback } from 'react';
import type { CampaignFormValues } from '@kuza/common';
import type { CampaignCard_CampaignFragment, CampaignTotals_TotalsFragment } from '@/gql/graphql';
import { toCampaignInput } from './campaign-model';
import {
  CampaignCardFragment,
  CreateCampaignDocument,
  PauseCampaignDocument,
  ResumeCampaignDocument,
} from './campaign-operations';

interface StoredConnection {
  edges?: Array<{ cursor: string; node: Reference }>;
}

/** Puts a new campaign at the top of the viewer's loaded list and counts it in the totals (a new one has no figures yet). */
function insertCampaign(cache: ApolloCache, campaign: CampaignCard_CampaignFragment) {
  const ref = cache.writeFragment({
    fragment: CampaignCardFragment,
    fragmentName: 'CampaignCard_campaign',
    data: campaign,
  });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myCampaigns(existing, { readField }) {
        const list = existing as StoredConnection | undefined;
        if (!list?.edges || list.edges.some((edge) => readField('id', edge.node) === campaign.id)) return existing;
        // The cursor is never used to page: the next page starts from the list's endCursor, which stays the same.
        return { ...list, edges: [{ __typename: 'CampaignEdge', cursor: '', node: ref }, ...list.edges] };
      },
      myCampaignTotals(existing) {
        const totals = existing as CampaignTotals_TotalsFragment | undefined;
        return totals ? { ...totals, count: totals.count + 1 } : existing;
      },
    },
  });
}

/** Submits the wizard's values (and the chosen media) to createCampaign; the Advertising list shows it without a refetch. */
export function useCreateCampaign(): [
  (values: CampaignFormValues) => Promise<CampaignCard_CampaignFragment>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useMutation(CreateCampaignDocument, {
    update(cache, { data }) {
      if (data) insertCampaign(cache, data.createCampaign);
    },
  });
  const create = useCallback(
    async (values: CampaignFormValues) => {
      const { data } = await mutate({ variables: { input: toCampaignInput(values) } });
      if (!data) throw new Error('createCampaign returned no data');
      return data.createCampaign;
    },
    [mutate],
  );
  return [create, { loading }];
}

/** Pause or resume: the answer's status lands on the cached campaign, so its card changes once the server saved it. */
export function usePauseResume() {
  const [pause] = useMutation(PauseCampaignDocument);
  const [resume] = useMutation(ResumeCampaignDocument);
  return useCallback(
    (id: string, paused: boolean) => (paused ? pause({ variables: { id } }) : resume({ variables: { id } })),
    [pause, resume],
  );
}
