import { SUSPENSION_LIMITS, type SuspensionInput, type SuspensionValues } from '@kuza/common';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';

interface SuspendDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** Resolves true once the account is suspended (the dialog then closes). */
  onSuspend: (reason: string) => Promise<boolean>;
}

/** Asks before suspending an account, with an optional reason that its owner is e-mailed. */
export function SuspendDialog({ open, onOpenChange, name, onSuspend }: SuspendDialogProps) {
  const { t } = useTranslation('admin');
  const { textOf } = useServerMessage();
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SuspensionValues, unknown, SuspensionInput>({
    resolver: useLazyResolver(() => import('./suspension-resolver').then((m) => m.suspensionResolver)),
    defaultValues: { reason: '' },
  });
  const reasonLength = useWatch({ control, name: 'reason' })?.length ?? 0;
  // The rule's message is its id (suspension.reasonTooLong), in the reader's language.
  const error = textOf(errors.reason?.message);

  const onValid = async ({ reason }: SuspensionInput) => {
    if (await onSuspend(reason)) {
      reset();
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('users.suspension.title', { name })}</DialogTitle>
            <DialogDescription>{t('users.suspension.text')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={reasonId}>{t('users.suspension.reason')}</Label>
            <Textarea
              id={reasonId}
              maxLength={SUSPENSION_LIMITS.reasonMax}
              rows={3}
              placeholder={t('users.suspension.reasonPlaceholder')}
              aria-invalid={error ? true : undefined}
              {...register('reason')}
            />
            <p className="text-end text-xs text-muted-foreground tabular-nums">
              {reasonLength}/{SUSPENSION_LIMITS.reasonMax}
            </p>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting} aria-busy={isSubmitting}>
              {t('users.suspend')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
