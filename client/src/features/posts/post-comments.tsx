import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { commentSchema, type CommentInput } from '@kuza/common';
import { SignInPrompt, useAuth } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Textarea } from '@/ui/textarea';
import { useContentLinks } from '@/lib/content-links';
import { storedFieldArgs } from './post-cache';
import { AddCommentDocument, PostCommentsDocument } from './post-operations';
import { useFormatDate } from '@/lib/use-format-date';
import { useLoadMore } from '@/lib/use-load-more';

const PAGE = 20;

interface StoredConnection {
  edges: Array<{ cursor: string; node: unknown }>;
}

/**
 * A post's comments, oldest first, and a form to add one (it appears at the end of the list at once). Comments the
 * post's author's Comment filter hides are counted for others, and marked for the two who still see them.
 */
export function PostComments({ postId }: { postId: string }) {
  const { t } = useTranslation('posts');
  const { textOf, fromError } = useServerMessage();
  const formatDate = useFormatDate();
  const { user } = useAuth();
  const links = useContentLinks();
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentInput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '' },
    // As before: checked on each submit only, the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { data, loading, fetchMore } = useQuery(PostCommentsDocument, { variables: { postId, first: PAGE } });
  const [addComment] = useMutation(AddCommentDocument, {
    update(cache, { data: added }) {
      if (!added) return;
      const ref = cache.identify({ __typename: 'Comment', id: added.addComment.id });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          comments(existing, { storeFieldName, toReference }) {
            const list = existing as StoredConnection | undefined;
            if (storedFieldArgs(storeFieldName).postId !== postId || !ref || !list?.edges) return existing;
            return {
              ...list,
              edges: [...list.edges, { __typename: 'CommentEdge', cursor: '', node: toReference(ref) }],
            };
          },
        },
      });
    },
  });

  const onValid = async ({ content }: CommentInput) => {
    try {
      await addComment({ variables: { postId, content } });
      reset();
    } catch (failure) {
      setError('root.server', { message: fromError(failure, t('errors.generic')) });
    }
  };
  // One message under the field: the rule that failed, else the server's refusal.
  const error = textOf(errors.content?.message) ?? errors.root?.server?.message;

  const comments = data?.comments.edges ?? [];
  const pageInfo = data?.comments.pageInfo;
  const { hasMore, loadMore } = useLoadMore(fetchMore, pageInfo);
  const hiddenCount = data?.comments.hiddenCount ?? 0;
  return (
    <section aria-label={t('comments.title')} className="flex flex-col gap-3 border-t pt-3">
      {loading && !data ? (
        <Spinner className="mx-auto" />
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('comments.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {comments.map(({ node }) => (
            <li key={node.id} className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                {node.author ? (
                  <Link
                    to={links.profile(node.author.username)}
                    className="font-semibold text-foreground hover:underline"
                  >
                    <span dir="ltr">@{node.author.username}</span>
                  </Link>
                ) : (
                  <span className="font-semibold text-foreground">{t('anonymous')}</span>
                )}
                <time dateTime={node.createdAt}>{formatDate(node.createdAt)}</time>
                {user && node.author?.id !== user.id && (
                  <span className="ms-auto">
                    <ReportButton target={{ commentId: node.id }} compact />
                  </span>
                )}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{node.content}</p>
              {node.hiddenByFilter && (
                <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                  <EyeOff className="size-3 shrink-0" aria-hidden />
                  {/* Only the commenter and the post's author are shown such a comment. */}
                  {node.author && node.author.id === user?.id
                    ? t('comments.hiddenByTheirFilter')
                    : t('comments.hiddenByYourFilter')}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {hiddenCount > 0 && (
        <p className="text-xs text-muted-foreground">{t('comments.hiddenCount', { count: hiddenCount })}</p>
      )}
      {hasMore && (
        <Button variant="ghost" size="sm" className="self-start" onClick={loadMore}>
          {t('comments.more')}
        </Button>
      )}
      {user ? (
        <form onSubmit={handleSubmit(onValid)} className="flex flex-col gap-2" noValidate>
          <label htmlFor={fieldId} className="sr-only">
            {t('comments.label')}
          </label>
          <Textarea
            id={fieldId}
            {...register('content')}
            placeholder={t('comments.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="min-h-16"
          />
          {error && (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" size="sm" className="self-end" disabled={isSubmitting}>
            {isSubmitting ? t('comments.sending') : t('comments.send')}
          </Button>
        </form>
      ) : (
        <SignInPrompt />
      )}
    </section>
  );
}
