import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter,
  AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger,
} from '@/ui/alert-dialog';
import { Button, buttonVariants } from '@/ui/button';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="ms-auto hover:text-destructive" aria-label={t('delete.action')} disabled={busy}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.text')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={() => void confirm()}>
            {t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
