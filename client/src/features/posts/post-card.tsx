import { lazy, Suspense, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { LockedPostPanel } from '@/features/paid-posts';
import { QuotedPostEmbed, RepostedByHeader } from '@/features/reposts';
import { EditPostButton, PostEditedMark } from '@/features/edits';
import { reportClick } from '@/features/location';
import type { PostCard_PostFragment, PostExplanation_PostFragment } from '@/gql/graphql';
import { useContentLinks } from '@/lib/content-links';
import { PostActions } from './post-actions';
import { PostAuthor } from './post-author';
import { PostContent } from './post-content';
import { PostExplanation } from './post-explanation';
import { PostMedia } from './post-media';
import { SensitiveGate } from './sensitive-cover';
import { useFormatDate } from '@/lib/use-format-date';
import { cn } from '@/lib/utils';
import { Badge } from '@/ui/badge';
import { Spinner } from '@/ui/spinner';

// The comments and their form (react-hook-form, zod) load when a reader opens them, not with every post.
const PostComments = lazy(() => import('./post-comments').then((m) => ({ default: m.PostComments })));

export type PostCardData = PostCard_PostFragment &
  Partial<Pick<PostExplanation_PostFragment, 'explanation' | 'repostedBy'>>;

interface PostCardProps {
  post: PostCardData;
  /** Feed cards say why they are there ("Why am I seeing this?"). */
  explained?: boolean;
  /** The explanation starts open (Expert Mode in Feed Preferences). */
  explanationOpen?: boolean;
  commentsInitiallyOpen?: boolean;
  /** The impression tracker's ref for this card (location analytics). */
  trackRef?: Ref<HTMLElement>;
  /** Set when the post just arrived (the feed's "New posts"): this text shows as a badge, and the card is outlined. */
  freshLabel?: string;
}

/**
 * One post as spec §2.3 shows it: author, date, text with clickable hashtags, media, and the reactions. A sensitive
 * post by someone else starts covered while the reader's Sensitive content filter is on.
 */
export function PostCard({
  post,
  explained = false,
  explanationOpen = false,
  commentsInitiallyOpen = false,
  trackRef,
  freshLabel,
}: PostCardProps) {
  const { user, hasRole } = useAuth();
  const formatDate = useFormatDate();
  const links = useContentLinks();
  const [commentsOpen, setCommentsOpen] = useState(commentsInitiallyOpen);
  const own = !!user && post.author?.id === user.id;
  const canDelete = own || (!!user && hasRole('MODERATOR', 'ADMIN'));
  // Location analytics: opening the post, its media, a hashtag or its comments counts as a click.
  const opened = () => reportClick(post.id);
  const body = (
    <>
      <PostContent content={post.content} onOpenHashtag={opened} />
      {post.mediaUrl && post.mediaType && <PostMedia url={post.mediaUrl} type={post.mediaType} onOpen={opened} />}
      <LockedPostPanel post={post} authorUsername={post.author?.username ?? null} />
      <QuotedPostEmbed post={post} />
    </>
  );

  return (
    <article
      ref={trackRef}
      data-testid="post-card"
      data-post-id={post.id}
      className={cn('flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm', freshLabel && 'ring-2 ring-primary')}
    >
      {post.repostedBy && (
        <RepostedByHeader username={post.repostedBy.username} self={post.repostedBy.id === user?.id} />
      )}
      <header className="flex items-center justify-between gap-3">
        <PostAuthor author={post.author} />
        {freshLabel && <Badge className="ms-auto">{freshLabel}</Badge>}
        <Link
          to={links.post(post.id)}
          onClick={opened}
          className="shrink-0 text-xs text-muted-foreground hover:underline"
        >
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </Link>
        {post.editedAt && <PostEditedMark postId={post.id} editedAt={post.editedAt} />}
        {own && <EditPostButton post={post} />}
      </header>
      {post.sensitive && !own ? <SensitiveGate>{body}</SensitiveGate> : body}
      <PostActions
        post={post}
        canDelete={canDelete}
        canReport={!!user && !own}
        commentsOpen={commentsOpen}
        onToggleComments={() => {
          if (!commentsOpen) opened();
          setCommentsOpen(!commentsOpen);
        }}
      />
      {explained && (
        <PostExplanation explanation={post.explanation} defaultOpen={explanationOpen} viewerUsername={user?.username} />
      )}
      {commentsOpen && (
        <Suspense fallback={<Spinner className="mx-auto" />}>
          <PostComments postId={post.id} postAuthorId={post.author?.id ?? null} />
        </Suspense>
      )}
    </article>
  );
}
