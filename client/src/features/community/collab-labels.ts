import type { CollabStatusName, CollabTypeName } from '@kuza/common';
import type { CollabStatus, CollabType } from '@/gql/graphql';

// The API's enum values and the screen's catalog keys (common/community-rules.ts, as the database keeps them).
export const COLLAB_TYPE_KEYS: Record<CollabType, CollabTypeName> = {
  BRAND_DEAL: 'brandDeal',
  FEATURE: 'feature',
  SPONSORED_POST: 'sponsoredPost',
  PODCAST_GUEST: 'podcastGuest',
};
export const COLLAB_TYPE_OF_KEY = Object.fromEntries(
  Object.entries(COLLAB_TYPE_KEYS).map(([type, key]) => [key, type]),
) as Record<CollabTypeName, CollabType>;

export const COLLAB_STATUS_KEYS: Record<CollabStatus, CollabStatusName> = {
  NEW: 'new',
  PENDING: 'pending',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
};

/** A request is answered once it is accepted or declined: no more Accept or Decline. */
export const isDecided = (status: CollabStatus) => status === 'ACCEPTED' || status === 'DECLINED';
