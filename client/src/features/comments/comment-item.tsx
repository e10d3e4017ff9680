import { useMutation } from '@apollo/client/react';
import { EyeOff, Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignInPrompt, useAuth } from '@/features/auth';
import { EditedMark } from '@/features/edits';
import { MentionText } from '@/features/mentions';
import { ReportButton } from '@/features/moderation';
import { useContentLinks } from '@/lib/content-links';
import { useFormatDate } from '@/lib/use-format-date';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/use-toast';
import { useServerMessage } from '@/lib/server-message';
import { appendToThread, removeFromThread } from './comment-cache';
import { CommentForm } from './comment-form';
import type { CommentItemProps } from './comment-item-props';
import { AddReplyDocument, DeleteCommentDocument, EditCommentDocument } from './comment-operations';
import { CommentReplies } from './comment-replies';

/** One comment of a thread: its author, text (mentions as links) and marks; reply, edit, delete; then its replies. */
export function CommentItem({ comment, postId, postAuthorId, depth }: CommentItemProps) {
  const { t } = useTranslation(['conversation', 'posts']);
  const { user } = useAuth();
  const links = useContentLinks();
  const formatDate = useFormatDate();
  const { fromError } = useServerMessage();
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const [addReply] = useMutation(AddReplyDocument, {
    update(cache, { data }) {
      if (data) appendToThread(cache, postId, comment.id, data.addComment.id);
    },
  });
  const [editComment] = useMutation(EditCommentDocument);
  const [deleteComment] = useMutation(DeleteCommentDocument, {
    update(cache, { data }) {
      if (data?.deleteComment) removeFromThread(cache, postId, comment);
    },
  });
  const own = !!user && comment.author?.id === user.id;
  const canDelete = !comment.removed && (own || (!!user && user.id === postAuthorId));
  const remove = () =>
    deleteComment({ variables: { id: comment.id } }).catch((failure: unknown) =>
      toast({ title: fromError(failure, t('error')), variant: 'destructive' }),
    );
  const versions = comment.editedAt
    ? [...comment.versions, { content: comment.content, writtenAt: comment.editedAt }]
    : undefined;

  return (
    <li className="rounded-lg bg-muted/50 px-3 py-2 text-sm" data-testid="comment" data-comment-id={comment.id}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        {comment.removed ? null : comment.author ? (
          <Link to={links.profile(comment.author.username)} className="font-semibold text-foreground hover:underline">
            <span dir="ltr">@{comment.author.username}</span>
          </Link>
        ) : (
          <span className="font-semibold text-foreground">{t('posts:anonymous')}</span>
        )}
        <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
        {comment.editedAt && !comment.removed && <EditedMark editedAt={comment.editedAt} versions={versions} />}
        {user && !own && !comment.removed && (
          <span className="ms-auto">
            <ReportButton target={{ commentId: comment.id }} compact />
          </span>
        )}
      </p>
      {comment.removed ? (
        <p className="mt-1 text-muted-foreground italic">{t('removed')}</p>
      ) : mode === 'edit' ? (
        <CommentForm
          label={t('editLabel')}
          submitLabel={t('save')}
          defaultValue={comment.content}
          onSubmit={async (content) => {
            await editComment({ variables: { id: comment.id, content } });
            setMode('read');
          }}
          onCancel={() => setMode('read')}
        />
      ) : (
        <p className="mt-1 break-words whitespace-pre-wrap">
          <MentionText text={comment.content} />
        </p>
      )}
      {comment.hiddenByFilter && (
        <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
          <EyeOff className="size-3 shrink-0" aria-hidden />
          {/* Only the commenter and the post's author are shown such a comment. */}
          {own ? t('posts:comments.hiddenByTheirFilter') : t('posts:comments.hiddenByYourFilter')}
        </p>
      )}
      {!comment.removed && mode === 'read' && (
        <div className="mt-1 flex flex-wrap gap-1" aria-label={t('actions')}>
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setMode('reply')}>
            <Reply aria-hidden />
            {t('reply')}
          </Button>
          {own && (
            <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setMode('edit')}>
              <Pencil aria-hidden />
              {t('edit')}
            </Button>
          )}
          {canDelete && (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" className="h-7 px-2 text-xs hover:text-destructive">
                  <Trash2 aria-hidden />
                  {t('delete')}
                </Button>
              }
              title={t('deleteTitle')}
              description={t('deleteBody')}
              confirmLabel={t('delete')}
              cancelLabel={t('cancel')}
              destructive
              onConfirm={() => void remove()}
            />
          )}
        </div>
      )}
      {mode === 'reply' &&
        (user ? (
          <CommentForm
            label={t('replyLabel')}
            placeholder={t('replyPlaceholder')}
            submitLabel={t('reply')}
            onSubmit={async (content) => {
              await addReply({ variables: { postId, parentId: comment.id, content } });
              setMode('read');
            }}
            onCancel={() => setMode('read')}
          />
        ) : (
          <SignInPrompt />
        ))}
      <CommentReplies
        postId={postId}
        postAuthorId={postAuthorId}
        parentId={comment.id}
        repliesCount={comment.repliesCount}
        depth={depth + 1}
        item={CommentItem}
      />
    </li>
  );
}
