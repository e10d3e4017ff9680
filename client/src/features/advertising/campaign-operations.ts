import { graphql } from '@/gql';

// What a campaign card shows (status, budget, figures); its own page or the review list ask for more.
export const CampaignCardFragment = graphql(`
  fragment CampaignCard_campaign on Campaign {
    id
    name
    status
    objective
    budgetMoney {
      amountMinor
      currency
    }
    spentMoney {
      amountMinor
      currency
    }
    impressions
    clicks
    rejectionReason
  }
`);

export const CampaignTotalsFragment = graphql(`
  fragment CampaignTotals_totals on CampaignTotals {
    count
    spentMoney {
      amountMinor
      currency
    }
    impressions
    clicks
    averageCtr
  }
`);

export const AdvertisingPageDocument = graphql(`
  query AdvertisingPage($after: String) {
    myCampaignTotals {
      ...CampaignTotals_totals
    }
    myCampaigns(first: 20, after: $after) {
      edges {
        cursor
        node {
          ...CampaignCard_campaign
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateCampaignDocument = graphql(`
  mutation CreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      ...CampaignCard_campaign
    }
  }
`);

export const PauseCampaignDocument = graphql(`
  mutation PauseCampaign($id: ID!) {
    pauseCampaign(id: $id) {
      id
      status
    }
  }
`);

export const ResumeCampaignDocument = graphql(`
  mutation ResumeCampaign($id: ID!) {
    resumeCampaign(id: $id) {
      id
      status
    }
  }
`);

// Staff only: what a reviewer needs to judge an ad.
export const CampaignReview_CampaignFragment = graphql(`
  fragment CampaignReview_campaign on Campaign {
    id
    name
    objective
    headline
    adDescription
    callToAction
    destinationUrl
    mediaUrl
    mediaType
    minAge
    maxAge
    locations
    interests
    dailyBudgetMoney {
      amountMinor
      currency
    }
    totalBudgetMoney {
      amountMinor
      currency
    }
    startDate
    endDate
    createdAt
    owner {
      id
      username
    }
  }
`);

export const CampaignsInReviewDocument = graphql(`
  query CampaignsInReview($after: String) {
    campaignsInReview(first: 20, after: $after) {
      edges {
        cursor
        node {
          ...CampaignReview_campaign
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ApproveCampaignDocument = graphql(`
  mutation ApproveCampaign($id: ID!) {
    approveCampaign(id: $id) {
      id
      status
    }
  }
`);

export const RejectCampaignDocument = graphql(`
  mutation RejectCampaign($id: ID!, $reason: String) {
    rejectCampaign(id: $id, reason: $reason) {
      id
      status
      rejectionReason
    }
  }
`);
