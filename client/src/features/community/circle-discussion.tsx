import { useMutation, useQuery } from '@apollo/client/react';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CirclePostValues } from '@kuza/common';
import { useFormatDate } from '@/lib/use-format-date';
import type { CircleCard_CircleFragment, CirclePostItem_PostFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Skeleton } from '@/ui/skeleton';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useLoadMore } from '@/lib/use-load-more';
import { addCirclePost } from './circle-cache';
import { CirclePostsDocument, PostToCircleDocument } from './circle-operations';
import { useLazyResolver } from '@/lib/lazy-resolver';

export const CIRCLE_POSTS_PAGE_SIZE = 20;

/** A circle's discussion, newest first with Load more, and a composer for its members. A private one is for members only. */
export function CircleDiscussion({ circle }: { circle: CircleCard_CircleFragment }) {
  const { t } = useTranslation('community');
  const { text, fromError } = useServerMessage();
  const member = circle.viewerStatus === 'MEMBER' || circle.viewerStatus === 'OWNER';
  const readable = member || !circle.isPrivate;
  const { data, loading, error, fetchMore } = useQuery(CirclePostsDocument, {
    variables: { circleId: circle.id, first: CIRCLE_POSTS_PAGE_SIZE },
    skip: !readable,
  });
  const posts = data?.circlePosts.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.circlePosts.pageInfo;
  const { hasMore, loadMore } = useLoadMore(fetchMore, pageInfo);
  return (
    <section aria-labelledby="circle-discussion" className="flex flex-col gap-4">
      <h2 id="circle-discussion" className="text-xl font-semibold">
        {t('circles.discussion')}
      </h2>
      {member ? (
        <CircleComposer circle={circle} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('circles.joinToPost')}</p>
      )}
      {!readable ? (
        <p className="flex items-center gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
          <Lock aria-hidden className="size-4" />
          {text('circle.circlePrivate')}
        </p>
      ) : loading && !data ? (
        <Skeleton className="h-24 rounded-lg" aria-busy="true" />
      ) : error && !data ? (
        <p className="text-destructive">{fromError(error, t('circles.loadFailed'))}</p>
      ) : posts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('circles.noPosts')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('circles.discussion')}>
          {posts.map((post) => (
            <CirclePostItem key={post.id} post={post} />
          ))}
        </ul>
      )}
      {readable && hasMore && (
        <Button variant="outline" className="self-center" onClick={loadMore}>
          {t('circles.loadMore')}
        </Button>
      )}
    </section>
  );
}

function CirclePostItem({ post }: { post: CirclePostItem_PostFragment }) {
  const { t } = useTranslation('community');
  const formatDate = useFormatDate();
  return (
    <li className="rounded-lg border bg-card px-4 py-3" data-testid="circle-post">
      <p className="flex flex-wrap gap-x-2 text-xs font-medium text-muted-foreground">
        {post.author ? (
          <Link to={`/dashboard/u/${post.author.username}`} className="hover:underline" dir="ltr">
            @{post.author.username}
          </Link>
        ) : (
          <span>{t('circles.anonymous')}</span>
        )}
        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap">{post.content}</p>
    </li>
  );
}

function CircleComposer({ circle }: { circle: CircleCard_CircleFragment }) {
  const { t } = useTranslation('community');
  const { textOf, fromError } = useServerMessage();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CirclePostValues>({
    resolver: useLazyResolver(() => import('./community-resolvers').then((m) => m.circlePostResolver)),
    defaultValues: { content: '' },
    // As before: checked on each submit only, the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [post] = useMutation(PostToCircleDocument, {
    update(cache, { data }) {
      if (data) addCirclePost(cache, circle.id, { __typename: 'CirclePost', id: data.postToCircle.id });
    },
  });
  const onValid = async ({ content }: CirclePostValues) => {
    try {
      await post({ variables: { input: { circleId: circle.id, content } } });
    } catch (failure) {
      return setError('root.server', { message: fromError(failure, t('circles.failedText')) });
    }
    reset();
    toast({ title: t('circles.posted', { name: circle.name }) });
  };
  // The rule that failed (its id), else the server's refusal (already in the reader's language).
  const error = textOf(errors.content?.message) ?? errors.root?.server?.message;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-2" aria-busy={isSubmitting}>
      <Label htmlFor={`${id}-content`}>{t('circles.composerLabel')}</Label>
      <Textarea
        id={`${id}-content`}
        rows={3}
        placeholder={t('circles.composerPlaceholder')}
        {...register('content')}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="self-end" disabled={isSubmitting}>
        {isSubmitting ? t('circles.posting') : t('circles.postSubmit')}
      </Button>
    </form>
  );
}
