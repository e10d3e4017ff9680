import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/use-toast';
import { useDeletePost } from './use-post-mutations';

/** Delete with a confirmation; the post then disappears from every list on screen. */
export function DeletePostButton({ postId, onError }: { postId: string; onError: (error: unknown) => void }) {
  const { t } = useTranslation('posts');
  const deletePost = useDeletePost();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deletePost(postId);
      toast({ title: t('delete.done') });
    } catch (error) {
      setBusy(false);
      onError(error);
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="ms-auto hover:text-destructive"
          aria-label={t('delete.action')}
          disabled={busy}
        >
          <Trash2 aria-hidden />
        </Button>
      }
      title={t('delete.title')}
      description={t('delete.text')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      destructive
      onConfirm={() => void confirm()}
    />
  );
}
