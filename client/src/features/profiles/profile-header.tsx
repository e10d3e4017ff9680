import { CalendarDays, MapPin, Pencil, UserCheck, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth, useSignInFirst } from '@/features/auth';
import { JoinMembershipButton } from '@/features/memberships';
import { ProfileSafetyMenu } from '@/features/blocks';
import { MessageButton } from '@/features/messages';
import { VerifiedBadge } from '@/features/posts';
import { TipButton } from '@/features/tips';
import type { ProfileHeader_ProfileFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import type { FollowList } from './follow-list-dialog';
import { useToggleFollow } from './use-follow';

// The edit form and its rules (zod) load when the owner opens it, not with every profile; pointing at the button starts it early.
const loadEditDialog = () => import('./edit-profile-dialog');
const EditProfileDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditProfileDialog })));
const loadFollowList = () => import('./follow-list-dialog');
const FollowListDialog = lazy(() => loadFollowList().then((m) => ({ default: m.FollowListDialog })));

/** Avatar, @username, verified badge and roles, bio, city (if shown), join date, follower counts, and Follow and Tip, or Edit profile. */
export function ProfileHeader({ profile }: { profile: ProfileHeader_ProfileFragment }) {
  const { t, i18n } = useTranslation('profiles');
  const { fromError } = useServerMessage();
  const { user } = useAuth();
  const signInFirst = useSignInFirst();
  const toggleFollow = useToggleFollow();
  const [editing, setEditing] = useState(false);
  const [list, setList] = useState<FollowList | null>(null);
  // A locked post's Join sends readers here with the post: the tiers open, and the join names it.
  const joinFrom = useSearchParams()[0].get('join');
  const isSelf = user?.id === profile.id;
  const number = new Intl.NumberFormat(i18n.language);
  const joined = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(profile.createdAt),
  );
  const roles = profile.roles.filter((role) => role !== 'USER');

  const follow = () =>
    toggleFollow(profile).catch((error: unknown) =>
      toast({ title: t('followFailed'), description: fromError(error, t('edit.failed')), variant: 'destructive' }),
    );

  return (
    <header className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-start">
      <Avatar className="size-20 text-2xl">
        {profile.avatarUrl && <AvatarImage src={profile.avatarUrl} alt="" />}
        <AvatarFallback className="text-2xl">{profile.username[0]?.toUpperCase()}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="profile-title" className="flex items-center gap-1.5 text-2xl font-bold tracking-tight break-all">
            <span dir="ltr">@{profile.username}</span>
            {profile.isVerified && <VerifiedBadge />}
          </h1>
          {roles.map((role) => (
            <Badge key={role} variant="secondary">
              {t(`roles.${role}`)}
            </Badge>
          ))}
        </div>
        {profile.bio && <p className="whitespace-pre-wrap">{profile.bio}</p>}
        {profile.location && (
          // Shown only when the creator turned on Show location (Privacy & Safety): the server sends null otherwise.
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="profile-location">
            <MapPin className="size-4" aria-hidden />
            {profile.location}
          </p>
        )}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden />
          {t('joined', { date: joined })}
        </p>
        {/* The counts open who follows the creator and whom they follow. */}
        <div className="flex gap-5 text-sm">
          {(['followers', 'following'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className="flex gap-1.5 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => setList(name)}
              onPointerEnter={() => void loadFollowList()}
              onFocus={() => void loadFollowList()}
            >
              <span className="font-semibold tabular-nums" data-testid={`${name}-count`}>
                {number.format(name === 'followers' ? profile.followersCount : profile.followingCount)}
              </span>
              <span className="text-muted-foreground">
                {name === 'followers' ? t('followerCount', { count: profile.followersCount }) : t('following')}
              </span>
            </button>
          ))}
        </div>
        {list && (
          <Suspense fallback={null}>
            <FollowListDialog
              username={profile.username}
              list={list}
              open
              onOpenChange={(open) => !open && setList(null)}
            />
          </Suspense>
        )}
      </div>
      {isSelf ? (
        <>
          <Button
            variant="outline"
            onClick={() => setEditing(true)}
            onPointerEnter={() => void loadEditDialog()}
            onFocus={() => void loadEditDialog()}
          >
            <Pencil aria-hidden />
            {t('edit.open')}
          </Button>
          {editing && (
            <Suspense fallback={null}>
              <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
            </Suspense>
          )}
        </>
      ) : (
        // A visitor without an account is sent to sign in, and comes back here.
        <div className="flex flex-wrap gap-2">
          <Button
            variant={profile.viewerIsFollowing ? 'outline' : 'default'}
            aria-pressed={profile.viewerIsFollowing}
            onClick={() => (user ? void follow() : signInFirst())}
          >
            {profile.viewerIsFollowing ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
            {profile.viewerIsFollowing ? t('unfollow') : t('follow')}
          </Button>
          {user && <MessageButton username={profile.username} />}
          {user && <TipButton creatorUsername={profile.username} size="default" />}
          {user && <JoinMembershipButton creatorUsername={profile.username} fromPostId={joinFrom} />}
          {user && <ProfileSafetyMenu profile={profile} />}
        </div>
      )}
    </header>
  );
}
