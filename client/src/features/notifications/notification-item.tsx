import {
  Banknote,
  BadgeCheck,
  Crown,
  UserMinus,
  CircleCheck,
  CircleX,
  Flag,
  UserRoundCheck,
  UsersRound,
  HandCoins,
  Handshake,
  AtSign,
  Reply,
  Heart,
  LockOpen,
  Megaphone,
  MessageCircle,
  ShieldAlert,
  Sparkles,
  Split,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { profileHref } from '@/lib/content-links';
import type { ContentKind, NotificationItem_NotificationFragment, NotificationKind } from '@/gql/graphql';
import { formatMoney } from '@/lib/money-format';
import { cn } from '@/lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { relativeTime } from '@/i18n/relative-time';

const ICONS: Record<NotificationKind, LucideIcon> = {
  LIKE: Heart,
  COMMENT: MessageCircle,
  FOLLOW: UserPlus,
  REPORT: Flag,
  SIGNUP: Sparkles,
  REMOVED: ShieldAlert,
  SHOUTOUT: Megaphone,
  COLLAB_REQUEST: Handshake,
  COLLAB_ACCEPTED: CircleCheck,
  COLLAB_DECLINED: CircleX,
  SPLIT: Split,
  CIRCLE_REQUEST: UsersRound,
  CIRCLE_APPROVED: UserRoundCheck,
  CAMPAIGN_APPROVED: BadgeCheck,
  CAMPAIGN_REJECTED: CircleX,
  TIP: HandCoins,
  WITHDRAWAL_PAID: Banknote,
  WITHDRAWAL_FAILED: CircleX,
  MEMBER_JOINED: Crown,
  MEMBERSHIP_LAPSED: UserMinus,
  REPLY: Reply,
  MENTION: AtSign,
  POST_PURCHASE: LockOpen,
};

// Decided by staff, who are not named: these come from Kuza.
const STAFF_DECISIONS = new Set<NotificationKind>([
  'REMOVED',
  'CAMPAIGN_APPROVED',
  'CAMPAIGN_REJECTED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_FAILED',
]);

// What a REMOVED notification says, by what was removed (a direct message's text is never repeated).
const REMOVED_KEYS: Record<ContentKind, string> = {
  POST: 'notifications.removedPost',
  COMMENT: 'notifications.removedComment',
  MESSAGE: 'notifications.removedMessage',
};

// The screens that list what these notifications are about.
const SCREENS: Partial<Record<NotificationKind, string>> = {
  REPORT: '/dashboard/admin/reports',
  SHOUTOUT: '/dashboard/shoutouts',
  COLLAB_REQUEST: '/dashboard/collabs',
  COLLAB_ACCEPTED: '/dashboard/collabs',
  COLLAB_DECLINED: '/dashboard/collabs',
  SPLIT: '/dashboard/split',
  CAMPAIGN_APPROVED: '/dashboard/advertising',
  CAMPAIGN_REJECTED: '/dashboard/advertising',
  TIP: '/dashboard/wallet',
  WITHDRAWAL_PAID: '/dashboard/cashout',
  WITHDRAWAL_FAILED: '/dashboard/cashout',
  MEMBER_JOINED: '/dashboard/memberships',
  MEMBERSHIP_LAPSED: '/dashboard/memberships',
};

interface NotificationItemProps {
  notification: NotificationItem_NotificationFragment;
  /** Shown as new: it was unread when the list opened. */
  unread: boolean;
  onOpen: () => void;
}

/**
 * "@amara liked your post", with the actor's avatar and when; opens the post, the follower's or newcomer's profile,
 * Shoutouts, Collab Requests, Split Earnings, the circle asked to join or joined, or (a report alert, for staff) Reports & Flags.
 * A purchase of a pay-per-view post opens the post bought.
 */
export function NotificationItem({ notification, unread, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation(['dashboard', 'moderation']);
  const { actor, post, kind } = notification;
  // A removal notice names no moderator: it comes from Kuza.
  const name = STAFF_DECISIONS.has(kind) ? 'Kuza' : actor ? `@${actor.username}` : t('notifications.anonymous');
  const withdrawalAmount = () =>
    notification.withdrawalCurrency
      ? formatMoney(
          { amountMinor: notification.withdrawalAmountMinor ?? '0', currency: notification.withdrawalCurrency },
          i18n.language,
        )
      : '';
  const texts: Record<NotificationKind, () => string> = {
    LIKE: () => t('notifications.liked', { actor: name }),
    COMMENT: () => t('notifications.commented', { actor: name, excerpt: notification.commentExcerpt ?? '' }),
    FOLLOW: () => t('notifications.followed', { actor: name }),
    REPORT: () =>
      t('notifications.reported', {
        actor: name,
        reason: t(`moderation:reasons.${notification.reportReason ?? 'OTHER'}`),
      }),
    SIGNUP: () => t('notifications.joined', { actor: name }),
    REMOVED: () =>
      t(REMOVED_KEYS[notification.removedKind ?? 'POST'], {
        excerpt: notification.removedExcerpt ?? '',
        reason: t(`moderation:reasons.${notification.reportReason ?? 'OTHER'}`),
      }),
    SHOUTOUT: () => t('notifications.shoutout', { actor: name }),
    COLLAB_REQUEST: () => t('notifications.collabRequest', { actor: name }),
    COLLAB_ACCEPTED: () => t('notifications.collabAccepted', { actor: name }),
    COLLAB_DECLINED: () => t('notifications.collabDeclined', { actor: name }),
    SPLIT: () => t('notifications.split', { actor: name }),
    CIRCLE_REQUEST: () => t('notifications.circleRequest', { actor: name, circle: notification.circle?.name ?? '' }),
    CIRCLE_APPROVED: () => t('notifications.circleApproved', { actor: name, circle: notification.circle?.name ?? '' }),
    CAMPAIGN_APPROVED: () => t('notifications.campaignApproved', { campaign: notification.campaignName ?? '' }),
    CAMPAIGN_REJECTED: () => t('notifications.campaignRejected', { campaign: notification.campaignName ?? '' }),
    TIP: () => {
      const amount = notification.tipCurrency
        ? formatMoney(
            { amountMinor: notification.tipAmountMinor ?? '0', currency: notification.tipCurrency },
            i18n.language,
          )
        : '';
      return notification.tipMessage
        ? t('notifications.tipWithMessage', { actor: name, amount, message: notification.tipMessage })
        : t('notifications.tip', { actor: name, amount });
    },
    WITHDRAWAL_PAID: () => t('notifications.withdrawalPaid', { amount: withdrawalAmount() }),
    WITHDRAWAL_FAILED: () => t('notifications.withdrawalFailed', { amount: withdrawalAmount() }),
    MEMBER_JOINED: () => t('notifications.memberJoined', { actor: name }),
    MEMBERSHIP_LAPSED: () => t('notifications.membershipLapsed', { actor: name }),
    REPLY: () => t('notifications.replied', { actor: name, excerpt: notification.commentExcerpt ?? '' }),
    MENTION: () => t('notifications.mentioned', { actor: name, excerpt: notification.commentExcerpt ?? '' }),
    POST_PURCHASE: () => t('notifications.postPurchased', { actor: name }),
  };
  const text = texts[kind]();
  const href = notification.circle
    ? `/dashboard/circles/${notification.circle.id}`
    : (SCREENS[kind] ??
      (kind === 'REMOVED' ? null : post ? `/dashboard/post/${post.id}` : actor ? profileHref(actor.username) : null));
  const Icon = ICONS[kind];
  const body = (
    <>
      <span className="relative shrink-0">
        <Avatar className="size-9">
          {actor?.avatarUrl && <AvatarImage src={actor.avatarUrl} alt="" />}
          <AvatarFallback aria-hidden>{name.replace('@', '')[0]?.toUpperCase()}</AvatarFallback>
        </Avatar>
        <Icon aria-hidden className="absolute -bottom-1 -end-1 size-4 rounded-full bg-background p-0.5 text-primary" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          data-testid="notification-text"
          className={cn('line-clamp-2 text-sm break-words', unread && 'font-semibold')}
        >
          {text}
        </span>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {relativeTime(notification.createdAt, i18n.language)}
        </time>
      </span>
      {unread && (
        <span aria-hidden data-testid="unread-dot" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
      )}
    </>
  );
  const classes = cn('flex items-start gap-3 rounded-md px-2 py-2', unread && 'bg-primary/5');
  return (
    <li>
      {href ? (
        <Link
          to={href}
          onClick={onOpen}
          className={cn(
            classes,
            'transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
          )}
        >
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}
