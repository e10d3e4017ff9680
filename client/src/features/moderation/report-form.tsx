import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, reportSchema, type ReportInput, type ReportValues } from '@kuza/common';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useServerMessage } from '@/lib/server-message';
import { ReportContentDocument } from './moderation-operations';

export type ReportTarget = { postId: string } | { commentId: string };
type ReportKind = 'post' | 'comment';

/** The Report dialog: why (one reason), optional details, sent to the moderators. */
export function ReportDialog({
  target,
  kind,
  onOpenChange,
}: {
  target: ReportTarget;
  kind: ReportKind;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <ReportForm target={target} kind={kind} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ target, kind, onDone }: { target: ReportTarget; kind: ReportKind; onDone: () => void }) {
  const { t } = useTranslation('moderation');
  const { textOf, fromError } = useServerMessage();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportValues, unknown, ReportInput>({
    resolver: zodResolver(reportSchema),
    defaultValues: { details: '' },
    // As before: checked on each submit only, the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [send] = useMutation(ReportContentDocument);

  const onValid = async ({ reason, details }: ReportInput) => {
    try {
      await send({ variables: { input: { ...target, reason, details: details || null } } });
    } catch (failure) {
      return setError('root.server', { message: fromError(failure, t('report.failed')) });
    }
    toast({ title: t('report.sent'), description: t('report.sentText') });
    onDone();
  };
  // One message at a time, in the form's order; a missing reason is this dialog's own text.
  const error = errors.reason
    ? t('report.reasonRequired')
    : (textOf(errors.details?.message) ?? errors.root?.server?.message);

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t(`report.label.${kind}`)}</DialogTitle>
        <DialogDescription>{t('report.description')}</DialogDescription>
      </DialogHeader>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('report.reasonLegend')}</legend>
        {REPORT_REASONS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="radio" value={name} {...register('reason')} className="accent-primary" />
            {t(`reasons.${name}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-details`} className="text-sm font-medium">
          {t('report.details')}
        </label>
        <Textarea
          id={`${id}-details`}
          {...register('details')}
          placeholder={t('report.detailsPlaceholder')}
          className="min-h-20"
        />
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('report.sending') : t('report.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
