import { useMutation } from '@apollo/client/react';
import { Handshake } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COLLAB_TYPES, type CollabRequestInput, type CollabRequestValues } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { DialogFormFooter } from './dialog-form-footer';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { firstFormError } from '@/lib/first-form-error';
import { COLLAB_TYPE_OF_KEY } from './collab-labels';
import { prependToOwnList } from './community-cache';
import { SendCollabRequestDocument } from './community-operations';
import { useLazyResolver } from '@/lib/lazy-resolver';

/** "Request collab" on a creator's card: a small form (type, offer in USD, message) sent to that creator. */
export function CollabRequestButton({ username }: { username: string }) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Handshake aria-hidden />
          {t('collabs.request.button')}
          <span className="sr-only"> @{username}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <CollabRequestForm username={username} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

const FIELD_ORDER = ['type', 'amount', 'message', 'root.server'] as const;

function CollabRequestForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation('community');
  const { textOf, fromError } = useServerMessage();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CollabRequestValues, unknown, CollabRequestInput>({
    resolver: useLazyResolver(() => import('./community-resolvers').then((m) => m.collabRequestResolver)),
    defaultValues: { amount: '', message: '' },
    // As before: checked on each submit only, the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [send] = useMutation(SendCollabRequestDocument, {
    update(cache, { data }) {
      if (data)
        prependToOwnList(cache, 'sentCollabRequests', {
          __typename: 'CollabRequest',
          id: data.sendCollabRequest.id,
        });
    },
  });

  const onValid = async ({ type, amount, message }: CollabRequestInput) => {
    try {
      // Exact cents as digits: the typed dollars never pass through a float.
      const input = { username, type: COLLAB_TYPE_OF_KEY[type], amountMinor: amount.toString(), message };
      await send({ variables: { input } });
    } catch (failure) {
      return setError('root.server', { message: fromError(failure, t('collabs.request.failed')) });
    }
    toast({
      title: t('collabs.request.sent'),
      description: t('collabs.request.sentText', { username }),
    });
    onDone();
  };

  // One message at a time: the first failing field's (in the dialog's order), else the server's.
  const error = firstFormError(errors, FIELD_ORDER);
  const invalid = (field: string) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <DialogHeader>
        <DialogTitle>{t('collabs.request.title', { username })}</DialogTitle>
        <DialogDescription>{t('collabs.request.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-type`}>{t('collabs.type')}</Label>
        <select
          id={`${id}-type`}
          {...register('type')}
          className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs"
          {...invalid('type')}
        >
          <option value="">{t('collabs.request.typePlaceholder')}</option>
          {COLLAB_TYPES.map((name) => (
            <option key={name} value={name}>
              {t(`collabs.types.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-amount`}>{t('collabs.request.amount')}</Label>
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...register('amount')}
          {...invalid('amount')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-message`}>{t('collabs.message')}</Label>
        <Textarea
          id={`${id}-message`}
          rows={4}
          placeholder={t('collabs.request.messagePlaceholder')}
          {...register('message')}
          {...invalid('message')}
        />
      </div>
      <DialogFormFooter
        error={error ? { id: `${id}-error`, text: textOf(error.message) ?? error.message } : null}
        cancelLabel={t('collabs.request.cancel')}
        submitLabel={t('collabs.request.send')}
        busyLabel={t('collabs.request.sending')}
        busy={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
