import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useQuotePost, type InsertPost } from './use-reposts';

interface QuoteDialogProps {
  postId: string;
  /** The quoted post's text, shown under the composer. */
  quotedContent: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  insertPost: InsertPost;
}

/** The quote composer: one's own text above the quoted post; it is posted as a new post of one's own. */
export function QuoteDialog({ postId, quotedContent, open, onOpenChange, insertPost }: QuoteDialogProps) {
  const { t } = useTranslation('reposts');
  const { fromError, textOf } = useServerMessage();
  const id = useId();
  const quote = useQuotePost(insertPost);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ content: string }>({
    resolver: useLazyResolver(() => import('./quote-resolver').then((m) => m.quoteResolver)),
    defaultValues: { content: '' },
  });

  const onValid = async ({ content }: { content: string }) => {
    try {
      await quote(postId, content);
    } catch (error) {
      toast({ title: t('failed'), description: fromError(error, t('tryAgain')), variant: 'destructive' });
      return;
    }
    onOpenChange(false);
    toast({ title: t('quoted') });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('quoteTitle')}</DialogTitle>
          <DialogDescription>{t('quoteDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-3">
          <Label htmlFor={id}>{t('quoteLabel')}</Label>
          <Textarea
            id={id}
            placeholder={t('quotePlaceholder')}
            aria-invalid={errors.content ? true : undefined}
            {...register('content')}
          />
          {errors.content && (
            <p role="alert" className="text-sm text-destructive">
              {textOf(errors.content.message)}
            </p>
          )}
          <blockquote className="line-clamp-3 rounded-md border-s-4 bg-muted px-3 py-2 text-sm text-muted-foreground">
            {quotedContent}
          </blockquote>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('quoting') : t('quoteSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
