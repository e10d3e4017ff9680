import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ContentKind, ReportReason } from '../moderation-rules';
import { ConnectionType } from '../../kernel/connection';

export enum NotificationKind {
  FOLLOW = 'FOLLOW',
  LIKE = 'LIKE',
  COMMENT = 'COMMENT',
  REPORT = 'REPORT',
  SIGNUP = 'SIGNUP',
  REMOVED = 'REMOVED',
  SHOUTOUT = 'SHOUTOUT',
  COLLAB_REQUEST = 'COLLAB_REQUEST',
  COLLAB_ACCEPTED = 'COLLAB_ACCEPTED',
  COLLAB_DECLINED = 'COLLAB_DECLINED',
  SPLIT = 'SPLIT',
  CIRCLE_REQUEST = 'CIRCLE_REQUEST',
  CIRCLE_APPROVED = 'CIRCLE_APPROVED',
  CAMPAIGN_APPROVED = 'CAMPAIGN_APPROVED',
  CAMPAIGN_REJECTED = 'CAMPAIGN_REJECTED',
  TIP = 'TIP',
  WITHDRAWAL_PAID = 'WITHDRAWAL_PAID',
  WITHDRAWAL_FAILED = 'WITHDRAWAL_FAILED',
  MEMBER_JOINED = 'MEMBER_JOINED',
  MEMBERSHIP_LAPSED = 'MEMBERSHIP_LAPSED',
  REPLY = 'REPLY',
  MENTION = 'MENTION',
  POST_PURCHASE = 'POST_PURCHASE',
}

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description:
    "What someone did: followed you, liked or commented on your post, gave you a shoutout (SHOUTOUT), sent you a collab request (COLLAB_REQUEST) or answered yours (COLLAB_ACCEPTED, COLLAB_DECLINED), shared a project's earnings with you (SPLIT), asked to join your private circle (CIRCLE_REQUEST) or approved your request (CIRCLE_APPROVED); CAMPAIGN_APPROVED, CAMPAIGN_REJECTED: staff reviewed your ad campaign (the reviewer is not named); TIP: someone tipped you (the amount and their message); WITHDRAWAL_PAID, WITHDRAWAL_FAILED: your withdrawal was paid out or has failed (the amount is back in your available balance); MEMBER_JOINED, MEMBERSHIP_LAPSED: someone joined one of your membership tiers, or their membership lapsed after failed renewals; REPLY: someone answered your comment; MENTION: someone named you (@username) in a post or comment; POST_PURCHASE: someone bought one of your pay-per-view posts (the buyer and the post); REMOVED: a moderator removed your post or comment; for staff, REPORT (Report alerts) and, for admins, SIGNUP (New user signups).",
});

@ObjectType({
  description:
    "Someone followed the caller, liked or commented on one of their posts, gave them a shoutout or a collab request, answered theirs, or shared a project's earnings with them.",
})
export class Notification {
  @Field(() => ID)
  id: string;

  @Field(() => NotificationKind)
  kind: NotificationKind;

  // Exposed as `actor`, `post` and `circle`.
  /** Null for the notifications nobody caused (a withdrawal's outcome). */
  actorId: string | null;
  postId: string | null;
  circleId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "COMMENT, REPLY, MENTION: the first 80 characters of the comment (MENTION in a post: of the post) (offensive words masked while System Settings' Profanity filter is on).",
  })
  commentExcerpt: string | null;

  /** The comment uses offensive language. */
  commentSensitive?: boolean;

  @Field(() => ReportReason, {
    nullable: true,
    description: 'REPORT: why the content was reported. REMOVED: why it was removed.',
  })
  reportReason: ReportReason | null;

  @Field(() => ContentKind, {
    nullable: true,
    description: 'REMOVED: whether a post, a comment or a direct message was removed.',
  })
  removedKind: ContentKind | null;

  @Field(() => String, {
    nullable: true,
    description:
      'REMOVED: the first 80 characters of what was removed (null for a direct message: its text is never repeated).',
  })
  removedExcerpt: string | null;

  @Field(() => String, { nullable: true, description: "CAMPAIGN_APPROVED, CAMPAIGN_REJECTED: the campaign's name." })
  campaignName?: string | null;

  @Field(() => String, { nullable: true, description: "TIP: the supporter's message, if they wrote one." })
  tipMessage?: string | null;

  @Field(() => String, { nullable: true, description: 'TIP: the amount, in minor units of `tipCurrency` (as text).' })
  tipAmountMinor?: string | null;

  @Field(() => String, { nullable: true, description: 'TIP: the ISO 4217 currency of the tip.' })
  tipCurrency?: string | null;

  @Field(() => String, { nullable: true, description: 'WITHDRAWAL_PAID, WITHDRAWAL_FAILED: the withdrawal (its id).' })
  withdrawalId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'WITHDRAWAL_PAID: the amount paid out (net); WITHDRAWAL_FAILED: the amount released. Minor units.',
  })
  withdrawalAmountMinor?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "WITHDRAWAL_PAID, WITHDRAWAL_FAILED: the withdrawal's currency.",
  })
  withdrawalCurrency?: string | null;

  @Field({ description: 'When it happened; a repeated like or follow moves it to now.' })
  createdAt: Date;

  @Field({ description: 'Whether the caller has opened their notifications since.' })
  read: boolean;

  /** created_at in whole microseconds since 1970: the keyset of cursors. */
  createdUs?: string;
}

@ObjectType({ description: 'A page of notifications, newest first (Relay style).' })
export class NotificationConnection extends ConnectionType(Notification) {}
