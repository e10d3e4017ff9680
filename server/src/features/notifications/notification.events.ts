import type { ContentKind, ReportReason } from '../moderation-rules';
import { Notification, type NotificationKind } from './notification.types';

// Subscription topic, routed by recipient id (`NOTIFICATION_ADDED:<id>`): each event reaches only its recipient's
// subscriptions, on this process or, through Redis, on any other.
export const NOTIFICATION_ADDED = 'NOTIFICATION_ADDED';

/** A notification as written and as it travels to subscribers: plain JSON (dates as ISO text). */
export interface NotificationPayload {
  id: string;
  recipientId: string;
  actorId: string | null;
  kind: NotificationKind;
  postId: string | null;
  /** CIRCLE_REQUEST, CIRCLE_APPROVED: the circle. */
  circleId?: string | null;
  commentExcerpt: string | null;
  /** The comment uses offensive language (the Profanity filter masks its excerpt). */
  commentSensitive: boolean;
  /** REPORT: why the content was reported. */
  reportReason: ReportReason | null;
  /** REMOVED: what was removed. */
  removedKind: ContentKind | null;
  removedExcerpt: string | null;
  /** CAMPAIGN_APPROVED, CAMPAIGN_REJECTED: the campaign's name. */
  campaignName?: string | null;
  /** TIP: the supporter's message and the amount. */
  tipMessage?: string | null;
  tipAmountMinor?: string | null;
  tipCurrency?: string | null;
  /** WITHDRAWAL_PAID, WITHDRAWAL_FAILED: the withdrawal, and the amount paid out or released. */
  withdrawalId?: string | null;
  withdrawalAmountMinor?: string | null;
  withdrawalCurrency?: string | null;
  createdAt: string;
}

export function notificationFromPayload(payload: NotificationPayload): Notification {
  return Object.assign(new Notification(), {
    id: payload.id,
    kind: payload.kind,
    actorId: payload.actorId,
    postId: payload.postId,
    circleId: payload.circleId ?? null,
    commentExcerpt: payload.commentExcerpt,
    commentSensitive: payload.commentSensitive,
    reportReason: payload.reportReason ?? null,
    removedKind: payload.removedKind ?? null,
    removedExcerpt: payload.removedExcerpt ?? null,
    campaignName: payload.campaignName ?? null,
    tipMessage: payload.tipMessage ?? null,
    tipAmountMinor: payload.tipAmountMinor ?? null,
    tipCurrency: payload.tipCurrency ?? null,
    withdrawalId: payload.withdrawalId ?? null,
    withdrawalAmountMinor: payload.withdrawalAmountMinor ?? null,
    withdrawalCurrency: payload.withdrawalCurrency ?? null,
    createdAt: new Date(payload.createdAt),
    read: false,
  });
}
