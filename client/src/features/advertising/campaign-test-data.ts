import type { MockLink } from '@apollo/client/testing';
import { createElement, type ReactElement } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import type { CampaignCard_CampaignFragment, Role } from '@/gql/graphql';
import { AdvertisingPageDocument, CampaignsInReviewDocument } from './campaign-operations';

/** The screen as a signed-in user with these roles sees it. */
export function signedInWith(roles: Role[], ui: ReactElement): ReactElement {
  const auth: AuthContextValue = {
    user: { id: 'me', username: 'me', roles } as unknown as AuthContextValue['user'],
    session: null,
    loading: false,
    signOut: async () => undefined,
    hasRole: (...wanted) => wanted.some((role) => roles.includes(role)),
  };
  return createElement(AuthContext.Provider, { value: auth }, ui);
}

/** US cents as the API's Money. */
export const usd = (amountMinor: number) => ({
  __typename: 'Money' as const,
  amountMinor: String(amountMinor),
  currency: 'USD',
});

type CardOverrides = Partial<Omit<CampaignCard_CampaignFragment, 'budgetMoney' | 'spentMoney'>> & {
  /** US cents. */
  budget?: number;
  /** US cents. */
  spent?: number;
};

/** A campaign as the server answers it on a card (budget and spent given in cents). */
export const apiCampaign = (id: string, { budget = 10_000, spent = 0, ...overrides }: CardOverrides = {}) => ({
  __typename: 'Campaign' as const,
  id,
  name: `Campaign ${id}`,
  status: 'IN_REVIEW' as const,
  objective: 'AWARENESS' as const,
  budgetMoney: usd(budget),
  spentMoney: usd(spent),
  impressions: 0,
  clicks: 0,
  rejectionReason: null,
  ...overrides,
});

type ApiCampaign = ReturnType<typeof apiCampaign>;

/** The Advertising query answering these campaigns, with totals summed from them as the server does. */
export function advertisingMock(campaigns: ApiCampaign[], hasNextPage = false): MockLink.MockedResponse {
  const impressions = campaigns.reduce((sum, c) => sum + c.impressions, 0);
  const clicks = campaigns.reduce((sum, c) => sum + c.clicks, 0);
  return {
    request: { query: AdvertisingPageDocument, variables: {} },
    result: {
      data: {
        myCampaignTotals: {
          __typename: 'CampaignTotals',
          count: campaigns.length,
          spentMoney: usd(campaigns.reduce((sum, c) => sum + Number(c.spentMoney.amountMinor), 0)),
          impressions,
          clicks,
          averageCtr: impressions ? Math.round((clicks / impressions) * 10000) / 100 : 0,
        },
        myCampaigns: {
          __typename: 'CampaignConnection',
          edges: campaigns.map((node) => ({ __typename: 'CampaignEdge', cursor: `c-${node.id}`, node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage,
            endCursor: campaigns.length ? `c-${campaigns.at(-1)!.id}` : null,
          },
        },
      },
    },
  };
}

/** A campaign in the staff review list. */
export const reviewCampaign = (id: string, name: string) => ({
  __typename: 'Campaign' as const,
  id,
  name,
  objective: 'ENGAGEMENT' as const,
  headline: 'Hear Lagos at night',
  adDescription: 'Eight tracks, one city.',
  callToAction: 'LEARN_MORE' as const,
  destinationUrl: 'https://kuza.africa/lagos-nights',
  mediaUrl: null,
  mediaType: null,
  minAge: 18,
  maxAge: 65,
  locations: ['Lagos'],
  interests: [],
  dailyBudgetMoney: usd(2550),
  totalBudgetMoney: usd(50_000),
  startDate: '2030-07-01',
  endDate: null,
  createdAt: '2030-06-01T10:00:00.000Z',
  owner: { __typename: 'Profile' as const, id: 'owner-1', username: 'tunde_beats' },
});

export function reviewMock(campaigns: Array<ReturnType<typeof reviewCampaign>>): MockLink.MockedResponse {
  return {
    request: { query: CampaignsInReviewDocument, variables: {} },
    result: {
      data: {
        campaignsInReview: {
          __typename: 'CampaignConnection',
          edges: campaigns.map((node) => ({ __typename: 'CampaignEdge', cursor: `r-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}
