import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { publicPostPath } from '@kuza/common';
import { useAuth, useSignInFirst } from '@/features/auth';
import { BookmarkButton } from '@/features/bookmarks';
import { ReportButton } from '@/features/moderation';
import { RepostButtons, type InsertPost } from '@/features/reposts';
import { TipButton } from '@/features/tips';
import type { PostCard_PostFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { DeletePostButton } from './delete-post-button';
import { insertPostIntoLists } from './post-cache';
import { useSharePost, useToggleLike } from './use-post-mutations';

interface PostActionsProps {
  post: PostCard_PostFragment;
  commentsOpen: boolean;
  onToggleComments: () => void;
  canDelete: boolean;
  /** Signed in and not the author: the post can be reported to the moderators, and its author tipped. */
  canReport: boolean;
}

// A quote is the quoter's own new post: it joins their lists and feeds as one they wrote.
const insertIntoFeeds: InsertPost = (cache, post) => insertPostIntoLists(cache, post, { feeds: true });

/** Like (optimistic), comment, share, repost, quote, save, tip and report (signed-in readers) and, for its author or a moderator, delete. Counts default to 0. */
export function PostActions({ post, commentsOpen, onToggleComments, canDelete, canReport }: PostActionsProps) {
  const { t } = useTranslation('posts');
  const { fromError } = useServerMessage();
  const toggleLike = useToggleLike();
  const share = useSharePost();
  const { user } = useAuth();
  const signInFirst = useSignInFirst();
  const fail = (error: unknown) =>
    toast({ title: t('errors.title'), description: fromError(error, t('errors.generic')), variant: 'destructive' });

  const onShare = async () => {
    // A visitor without an account copies the link too; only a signed-in share is counted.
    if (user) {
      try {
        await share(post.id);
      } catch (error) {
        return fail(error);
      }
    }
    // The public address: it opens for anyone, signed in or not (/p/:id).
    const url = new URL(publicPostPath(post.id), window.location.origin).toString();
    // Without clipboard access (permissions, insecure origin) the link is shown to copy by hand.
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    toast({ title: t('share.done'), description: copied ? t('share.copied') : url });
  };

  return (
    <div className="flex flex-wrap items-center gap-1 text-muted-foreground">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={post.viewerHasLiked}
        aria-label={t('actions.like', { count: post.likesCount ?? 0 })}
        onClick={() => (user ? toggleLike(post).catch(fail) : signInFirst())}
        className={cn(post.viewerHasLiked && 'text-primary')}
      >
        <Heart aria-hidden className={cn(post.viewerHasLiked && 'fill-current')} />
        <span data-testid="likes-count">{post.likesCount ?? 0}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={commentsOpen}
        aria-label={t('actions.comment', { count: post.commentsCount ?? 0 })}
        onClick={onToggleComments}
      >
        <MessageCircle aria-hidden />
        <span data-testid="comments-count">{post.commentsCount ?? 0}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('actions.share', { count: post.sharesCount ?? 0 })}
        onClick={() => void onShare()}
      >
        <Share2 aria-hidden />
        <span data-testid="shares-count">{post.sharesCount ?? 0}</span>
      </Button>
      <RepostButtons
        post={post}
        signedIn={!!user}
        onSignInFirst={signInFirst}
        onError={fail}
        insertPost={insertIntoFeeds}
      />
      {user && <BookmarkButton post={post} onError={fail} />}
      {canReport && post.author && (
        <TipButton creatorUsername={post.author.username} postId={post.id} count={post.tipsCount} />
      )}
      {canReport && <ReportButton target={{ postId: post.id }} />}
      {canDelete && <DeletePostButton postId={post.id} onError={fail} />}
    </div>
  );
}
