import { graphql } from '@/gql';

export const TierFieldsFragment = graphql(`
  fragment TierFields on MembershipTier {
    id
    name
    description
    price {
      amountMinor
      currency
    }
    isOpen
    retiredAt
    membersCount
    viewerIsMember
  }
`);

export const MemberRowFragment = graphql(`
  fragment MemberRow on Member {
    id
    username
    avatarUrl
    tierName
    status
    since
    lifetime {
      amountMinor
      currency
    }
  }
`);

export const MembershipCardFragment = graphql(`
  fragment MembershipCard on Membership {
    id
    status
    creatorUsername
    since
    currentPeriodEnd
    accessUntil
    renewsAt
    price {
      amountMinor
      currency
    }
    tier {
      id
      name
    }
    payments {
      id
      amount {
        amountMinor
        currency
      }
      reference
      periodStart
      periodEnd
      paidAt
    }
  }
`);

/** /dashboard/memberships: the creator's tiers and the first page of members. */
export const CreatorMembershipsDocument = graphql(`
  query CreatorMemberships($username: String!, $first: Int, $after: String) {
    membershipTiers(creatorUsername: $username) {
      ...TierFields
    }
    myMembers(first: $first, after: $after) {
      edges {
        node {
          ...MemberRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The Join dialog on a profile: the creator's tiers. */
export const JoinTiersDocument = graphql(`
  query JoinTiers($username: String!) {
    membershipTiers(creatorUsername: $username) {
      ...TierFields
    }
  }
`);

/** /dashboard/my-memberships. */
export const MyMembershipsDocument = graphql(`
  query MyMemberships {
    myMemberships {
      ...MembershipCard
    }
  }
`);

export const CreateTierDocument = graphql(`
  mutation CreateTier($input: CreateMembershipTierInput!) {
    createMembershipTier(input: $input) {
      ...TierFields
    }
  }
`);

export const UpdateTierDocument = graphql(`
  mutation UpdateTier($input: UpdateMembershipTierInput!) {
    updateMembershipTier(input: $input) {
      ...TierFields
    }
  }
`);

export const RetireTierDocument = graphql(`
  mutation RetireTier($id: ID!) {
    retireMembershipTier(id: $id) {
      ...TierFields
    }
  }
`);

export const JoinMembershipDocument = graphql(`
  mutation JoinMembership($tierId: ID!, $idempotencyKey: String!, $postId: ID) {
    joinMembership(tierId: $tierId, idempotencyKey: $idempotencyKey, postId: $postId) {
      id
      checkoutUrl
      status
    }
  }
`);

export const CancelMembershipDocument = graphql(`
  mutation CancelMembership($id: ID!) {
    cancelMembership(id: $id) {
      ...MembershipCard
    }
  }
`);
