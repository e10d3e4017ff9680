import { useMutation } from '@apollo/client/react';
import { Handshake } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLAB_TYPES, checkCollabRequest, collabAmount, type CollabTypeName } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { DialogFormFooter } from './dialog-form-footer';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { COLLAB_TYPE_OF_KEY } from './collab-labels';
import { prependToOwnList } from './community-cache';
import { SendCollabRequestDocument } from './community-operations';

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

function CollabRequestForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation('community');
  const { text, fromError } = useServerMessage();
  const id = useId();
  const [type, setType] = useState<CollabTypeName | ''>('');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ field: string; text: string }>();
  const [send, { loading }] = useMutation(SendCollabRequestDocument, {
    update(cache, { data }) {
      if (data)
        prependToOwnList(cache, 'sentCollabRequests', {
          __typename: 'CollabRequest',
          id: data.sendCollabRequest.id,
        });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = checkCollabRequest({ type, amount, message });
    if (issue || !type) return setError(issue ? { field: issue.field, text: text(issue.messageId) } : undefined);
    setError(undefined);
    try {
      await send({
        variables: {
          input: {
            username,
            type: COLLAB_TYPE_OF_KEY[type],
            amount: collabAmount(amount),
            message: message.trim(),
          },
        },
      });
    } catch (failure) {
      return setError({ field: 'form', text: fromError(failure, t('collabs.request.failed')) });
    }
    toast({
      title: t('collabs.request.sent'),
      description: t('collabs.request.sentText', { username }),
    });
    onDone();
  };

  const invalid = (field: string) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={loading}>
      <DialogHeader>
        <DialogTitle>{t('collabs.request.title', { username })}</DialogTitle>
        <DialogDescription>{t('collabs.request.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-type`}>{t('collabs.type')}</Label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as CollabTypeName | '')}
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
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...invalid('amount')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-message`}>{t('collabs.message')}</Label>
        <Textarea
          id={`${id}-message`}
          rows={4}
          value={message}
          placeholder={t('collabs.request.messagePlaceholder')}
          onChange={(event) => setMessage(event.target.value)}
          {...invalid('message')}
        />
      </div>
      <DialogFormFooter
        error={error ? { id: `${id}-error`, text: error.text } : null}
        cancelLabel={t('collabs.request.cancel')}
        submitLabel={t('collabs.request.send')}
        busyLabel={t('collabs.request.sending')}
        busy={loading}
        onCancel={onDone}
      />
    </form>
  );
}
