import { BadgeCheck, UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Button } from '@/ui/button';
import type { DiscoverCreatorsQuery } from '@/gql/graphql';
import { CollabRequestButton } from './collab-request-dialog';

export type DiscoveredCreator = DiscoverCreatorsQuery['profiles']['edges'][number]['node'];

/** One creator to discover: who they are, their followers, Follow / Following, and Request collab. */
export function CreatorCard({
  creator,
  onToggleFollow,
}: {
  creator: DiscoveredCreator;
  onToggleFollow: (creator: DiscoveredCreator) => void;
}) {
  const { t } = useTranslation('community');
  return (
    <li className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="creator-card">
      <Avatar className="size-12">
        {creator.avatarUrl && <AvatarImage src={creator.avatarUrl} alt="" />}
        <AvatarFallback>{creator.username.charAt(0).toUpperCase()}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/dashboard/u/${creator.username}`}
          className="flex items-center gap-1 font-semibold hover:underline"
          aria-label={t('discover.viewProfile', { username: creator.username })}
        >
          <span dir="ltr">@{creator.username}</span>
          {creator.isVerified && <BadgeCheck aria-label={t('discover.verified')} className="size-4 text-primary" />}
        </Link>
        <p className="line-clamp-2 text-sm text-muted-foreground">{creator.bio || t('discover.noBio')}</p>
        <p className="text-xs text-muted-foreground">{t('discover.followers', { count: creator.followersCount })}</p>
      </div>
      <div className="flex flex-col items-stretch gap-2">
        <Button
          size="sm"
          variant={creator.viewerIsFollowing ? 'outline' : 'default'}
          aria-pressed={creator.viewerIsFollowing}
          onClick={() => onToggleFollow(creator)}
        >
          {creator.viewerIsFollowing ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
          {creator.viewerIsFollowing ? t('discover.following') : t('discover.follow')}
          <span className="sr-only"> @{creator.username}</span>
        </Button>
        <CollabRequestButton username={creator.username} />
      </div>
    </li>
  );
}
