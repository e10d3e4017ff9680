import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { commentSchema, type CommentInput } from '@kuza/common';
import { SignInPrompt, useAuth } from '@/features/auth';
import { appendToThread, CommentItem } from '@/features/comments';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Textarea } from '@/ui/textarea';
import { AddCommentDocument, PostCommentsDocument } from './post-operations';
import { useLoadMore } from '@/lib/use-load-more';

const PAGE = 20;

/**
 * A post's comments, oldest first, each with its thread of replies (comments/), and a form to add one (it appears at
 * the end of the list at once). Comments the post's author's Comment filter hides are counted for others, and marked
 * for the two who still see them.
 */
export function PostComments({ postId, postAuthorId = null }: { postId: string; postAuthorId?: string | null }) {
  const { t } = useTranslation('posts');
  const { textOf, fromError } = useServerMessage();
  const { user } = useAuth();
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
  // A conversation moves: shown from the cache at once, then as the server has it (a notification's reply included).
  const { data, loading, fetchMore } = useQuery(PostCommentsDocument, {
    variables: { postId, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [addComment] = useMutation(AddCommentDocument, {
    update(cache, { data: added }) {
      if (added) appendToThread(cache, postId, null, added.addComment.id);
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
            <CommentItem key={node.id} comment={node} postId={postId} postAuthorId={postAuthorId} depth={1} />
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
