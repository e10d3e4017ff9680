import { useQuery } from '@apollo/client/react';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS } from '@kuza/common';
import { VerifiedBadge } from '@/features/posts';
import { profileHref } from '@/lib/content-links';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { serverMessage, useServerMessage } from '@/lib/server-message';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useLoadMore } from '@/lib/use-load-more';
import { ProfileFollowListDocument } from './profile-operations';

export type FollowList = 'followers' | 'following';

interface FollowListDialogProps {
  username: string;
  list: FollowList;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Who follows a creator, or whom they follow, most recent first, with Load more; links lead to their profiles. */
export function FollowListDialog({ username, list, open, onOpenChange }: FollowListDialogProps) {
  const { t } = useTranslation('profiles');
  const { text } = useServerMessage();
  const followers = list === 'followers';
  // Fresh every time it opens: follows made since the list was last read change it.
  const { data, error, fetchMore, refetch } = useQuery(ProfileFollowListDocument, {
    variables: { username, followers, first: LIMITS.pageSizeDefault },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = followers ? data?.profile?.followers : data?.profile?.following;
  const { hasMore, loadingMore, loadMore } = useLoadMore(fetchMore, page?.pageInfo);
  const hidden = serverMessage(error)?.messageId === 'platform.followersPrivate';

  let body;
  if (!page && hidden) body = <EmptyState icon={Lock} text={text('platform.followersPrivate')} />;
  else if (!page && error)
    body = <LoadError text={t('lists.failed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  else if (!page)
    body = (
      <p className="flex items-center justify-center gap-2 p-6 text-muted-foreground" role="status">
        <Spinner className="size-4" />
        {t('lists.loading')}
      </p>
    );
  else if (page.edges.length === 0)
    body = (
      <p className="p-6 text-center text-muted-foreground">
        {followers ? t('lists.noFollowers') : t('lists.noFollowing')}
      </p>
    );
  else
    body = (
      <ul aria-label={followers ? t('followers') : t('following')} className="divide-y">
        {page.edges.map(({ node }) => (
          <li key={node.id}>
            <Link
              to={profileHref(node.username)}
              onClick={() => onOpenChange(false)}
              className="flex items-center gap-3 rounded-md px-1 py-2 hover:bg-muted"
            >
              <Avatar className="size-9">
                {node.avatarUrl && <AvatarImage src={node.avatarUrl} alt="" />}
                <AvatarFallback>{node.username[0]?.toUpperCase()}</AvatarFallback>
              </Avatar>
              <span className="flex min-w-0 items-center gap-1 font-medium break-all">
                <span dir="ltr">@{node.username}</span>
                {node.isVerified && <VerifiedBadge />}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{followers ? t('followers') : t('following')}</DialogTitle>
          <DialogDescription>
            {followers ? t('lists.followersOf', { username }) : t('lists.followingOf', { username })}
          </DialogDescription>
        </DialogHeader>
        {body}
        {hasMore && (
          <Button variant="outline" disabled={loadingMore} aria-busy={loadingMore} onClick={loadMore}>
            {loadingMore && <Spinner className="size-4" />}
            {loadingMore ? t('lists.loadingMore') : t('lists.loadMore')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
