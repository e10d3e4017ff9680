import { Globe, Lock, MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMoney } from '@/lib/money-format';
import type { CircleCard_CircleFragment } from '@/gql/graphql';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useCircleActions } from './use-circle-actions';

export const circleHref = (id: string) => `/dashboard/circles/${id}`;

/** A circle's private flag as a badge. */
export function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useTranslation('community');
  return (
    <Badge variant={isPrivate ? 'secondary' : 'outline'}>
      {isPrivate ? <Lock aria-hidden /> : <Globe aria-hidden />}
      {isPrivate ? t('circles.private') : t('circles.public')}
    </Badge>
  );
}

/** "12 members · 40 posts". */
export function CircleCounts({ members, posts }: { members: number; posts: number }) {
  const { t } = useTranslation('community');
  const format = useMoney();
  return (
    <p className="flex gap-4 text-sm text-muted-foreground">
      <span className="flex items-center gap-1" data-testid="circle-members">
        <Users aria-hidden className="size-4" />
        {t('circles.members', { count: members, members: format.number(members) })}
      </span>
      <span className="flex items-center gap-1" data-testid="circle-posts">
        <MessageSquare aria-hidden className="size-4" />
        {t('circles.posts', { count: posts, posts: format.number(posts) })}
      </span>
    </p>
  );
}

/** The card's frame: title, privacy and what goes inside. */
export function CircleCardFrame({
  title,
  isPrivate,
  children,
}: {
  title: ReactNode;
  isPrivate: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" data-testid="circle">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold break-words">{title}</h2>
        <PrivacyBadge isPrivate={isPrivate} />
      </div>
      {children}
    </li>
  );
}

/** A real circle: its name opens it; the button follows what the viewer is to it (Join, Request to join, Requested, Open). */
export function CircleCard({ circle }: { circle: CircleCard_CircleFragment }) {
  const { t } = useTranslation('community');
  const { join, busy } = useCircleActions();
  const open = circle.viewerStatus === 'MEMBER' || circle.viewerStatus === 'OWNER';
  return (
    <CircleCardFrame
      isPrivate={circle.isPrivate}
      title={
        <Link to={circleHref(circle.id)} className="hover:underline">
          {circle.name}
        </Link>
      }
    >
      {circle.description && <p className="line-clamp-2 text-sm break-words">{circle.description}</p>}
      <CircleCounts members={circle.membersCount} posts={circle.postsCount} />
      {open ? (
        <Button asChild variant="secondary" className="self-start">
          <Link to={circleHref(circle.id)}>
            {t('circles.open')}
            <span className="sr-only"> {circle.name}</span>
          </Link>
        </Button>
      ) : circle.viewerStatus === 'REQUESTED' ? (
        <Button variant="outline" className="self-start" disabled>
          {t('circles.requestedButton')}
        </Button>
      ) : (
        <Button
          variant={circle.isPrivate ? 'outline' : 'default'}
          className="self-start"
          disabled={busy}
          onClick={() => void join(circle)}
        >
          {circle.isPrivate ? t('circles.request') : t('circles.join')}
          <span className="sr-only"> {circle.name}</span>
        </Button>
      )}
    </CircleCardFrame>
  );
}
