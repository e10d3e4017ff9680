import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';
import { Money } from '../monetize';

// The database keeps the Collab Requests screen's own names (common/community-rules.ts COLLAB_TYPES, COLLAB_STATUSES).
export enum CollabType {
  BRAND_DEAL = 'brandDeal',
  FEATURE = 'feature',
  SPONSORED_POST = 'sponsoredPost',
  PODCAST_GUEST = 'podcastGuest',
}

export enum CollabStatus {
  NEW = 'new',
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
}

registerEnumType(CollabType, { name: 'CollabType', description: 'What kind of collab is on offer.' });
registerEnumType(CollabStatus, {
  name: 'CollabStatus',
  description:
    'NEW until the recipient opens its details (openCollabRequest), then PENDING until they accept or decline it.',
});

@ObjectType({ description: 'A creator offers another a collab (Collab Requests).' })
export class CollabRequest {
  @Field(() => ID)
  id: string;

  // Exposed as `from` and `to`.
  fromUserId: string;
  toUserId: string;

  @Field(() => CollabType)
  type: CollabType;

  @Field(() => Float, {
    description: 'The offer in US dollars (0 or more, to the cent).',
    deprecationReason: 'Use amountMoney: exact cents.',
  })
  amount: number;

  @Field(() => Money, { description: 'The offer in US cents (0: an unpaid collab).' })
  amountMoney: Money;

  // Answered through shownText (system-settings/profanity-filter.ts; app/masked-text-fields.ts lists the fields).
  @Field({
    description:
      "What the sender has in mind. While System Settings' Profanity filter is on, offensive words are masked (f***) for the recipient.",
  })
  message: string;

  sensitive: boolean;

  @Field(() => CollabStatus)
  status: CollabStatus;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the recipient accepted or declined it.' })
  decidedAt: Date | null;

  /** created_at in whole microseconds since 1970: the keyset of cursors. */
  createdUs?: string;
}

@ObjectType({ description: 'A page of collab requests, newest first (Relay style).' })
export class CollabRequestConnection extends ConnectionType(CollabRequest) {}
