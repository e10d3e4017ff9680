import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postContentSchema, type MediaKind } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Textarea } from '@/ui/textarea';
import { EditPostDocument } from './edit-operations';

export interface EditablePost {
  id: string;
  content: string;
  mediaType?: MediaKind | null;
}

interface EditPostDialogProps {
  post: EditablePost;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The author's "Edit post" dialog (loaded on first open, with its zod form): the text, checked by the rules of a new post (a media post keeps its caption
 * rule). The answer replaces the text, hashtags and "edited" mark on every card showing the post; its history is
 * fetched again when next opened.
 */
export function EditPostDialog({ post, open, onOpenChange: setOpen }: EditPostDialogProps) {
  const { t } = useTranslation('conversation');
  const { textOf, fromError } = useServerMessage();
  const fieldId = useId();
  const schema = useMemo(() => postContentSchema(post.mediaType ?? null), [post.mediaType]);
  const form = useForm<{ content: string }>({
    resolver: zodResolver(schema),
    defaultValues: { content: post.content },
    reValidateMode: 'onSubmit',
  });
  const [editPost] = useMutation(EditPostDocument, {
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'Post', id: post.id }), fieldName: 'versions' });
    },
  });
  const onValid = async ({ content }: { content: string }) => {
    try {
      await editPost({ variables: { id: post.id, content } });
      setOpen(false);
    } catch (failure) {
      form.setError('root.server', { message: fromError(failure, t('error')) });
    }
  };
  const { errors, isSubmitting } = form.formState;
  const error = textOf(errors.content?.message) ?? errors.root?.server?.message;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <form onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-3" noValidate>
          <DialogHeader>
            <DialogTitle>
              <label htmlFor={fieldId}>{t('editPostTitle')}</label>
            </DialogTitle>
          </DialogHeader>
          <Textarea
            id={fieldId}
            {...form.register('content')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="min-h-32"
          />
          {error && (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('saving') : t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
