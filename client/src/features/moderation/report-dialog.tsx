import { useMutation } from '@apollo/client/react';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReasonName } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { ReportContentDocument } from './moderation-operations';

export type ReportTarget = { postId: string } | { commentId: string };

/** A Report button that opens the form: why (one reason), optional details, sent to the moderators. */
export function ReportButton({ target, compact = false }: { target: ReportTarget; compact?: boolean }) {
  const { t } = useTranslation('moderation');
  const kind = 'postId' in target ? 'post' : 'comment';
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t(`report.label.${kind}`)} className={compact ? 'h-auto px-1 py-0 text-xs' : undefined}>
          <Flag aria-hidden className={compact ? 'size-3' : undefined} />
          {compact && t('report.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <ReportForm target={target} kind={kind} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function ReportForm({ target, kind, onDone }: { target: ReportTarget; kind: 'post' | 'comment'; onDone: () => void }) {
  const { t } = useTranslation('moderation');
  const { text, fromError } = useServerMessage();
  const id = useId();
  const [reason, setReason] = useState<ReportReasonName | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  const [send, { loading }] = useMutation(ReportContentDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t('report.reasonRequired'));
    if (details.trim().length > REPORT_DETAILS_MAX_LENGTH) return setError(text('moderation.reportDetailsTooLong'));
    setError(undefined);
    try {
      await send({ variables: { input: { ...target, reason, details: details.trim() || null } } });
    } catch (failure) {
      return setError(fromError(failure, t('report.failed')));
    }
    toast({ title: t('report.sent'), description: t('report.sentText') });
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t(`report.label.${kind}`)}</DialogTitle>
        <DialogDescription>{t('report.description')}</DialogDescription>
      </DialogHeader>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('report.reasonLegend')}</legend>
        {REPORT_REASONS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-reason`} value={name} checked={reason === name} onChange={() => setReason(name)} className="accent-primary" />
            {t(`reasons.${name}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-details`} className="text-sm font-medium">
          {t('report.details')}
        </label>
        <Textarea id={`${id}-details`} value={details} onChange={(event) => setDetails(event.target.value)} placeholder={t('report.detailsPlaceholder')} className="min-h-20" />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" disabled={loading}>
          {loading ? t('report.sending') : t('report.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
