import { SUSPENSION_LIMITS } from '@kuza/common';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';

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
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await onSuspend(reason);
    setBusy(false);
    if (done) {
      setReason('');
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('users.suspension.title', { name })}</DialogTitle>
            <DialogDescription>{t('users.suspension.text')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={reasonId}>{t('users.suspension.reason')}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={SUSPENSION_LIMITS.reasonMax}
              rows={3}
              placeholder={t('users.suspension.reasonPlaceholder')}
              onChange={(event) => setReason(event.target.value)}
            />
            <p className="text-end text-xs text-muted-foreground tabular-nums">
              {reason.length}/{SUSPENSION_LIMITS.reasonMax}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
              {t('users.suspend')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
