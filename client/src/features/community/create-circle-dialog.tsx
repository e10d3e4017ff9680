import { useMutation } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCircle } from '@kuza/common';
import { serverErrorField } from '@/apollo/errors';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { DialogFormFooter } from './dialog-form-footer';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { prependToOwnList } from './community-cache';
import { CreateCircleDocument } from './circle-operations';

/** "Create a circle": a name, an optional description and the private flag, saved by the server. */
export function CreateCircleButton() {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="self-start">
          <Plus aria-hidden />
          {t('circles.create')}
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <CreateCircleForm onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function CreateCircleForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('community');
  const { text, fromError } = useServerMessage();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<{ field: string; text: string }>();
  const [create, { loading }] = useMutation(CreateCircleDocument, {
    update(cache, { data }) {
      if (data) prependToOwnList(cache, 'circles', { __typename: 'Circle', id: data.createCircle.id });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = checkCircle({ name, description });
    if (issue) return setError({ field: issue.field, text: text(issue.messageId) });
    setError(undefined);
    try {
      const { data } = await create({ variables: { input: { name: name.trim(), description: description.trim() || null, isPrivate } } });
      toast({ title: t('circles.created'), description: t('circles.createdText', { name: data?.createCircle.name ?? name.trim() }) });
      onDone();
    } catch (failure) {
      setError({ field: serverErrorField(failure) ?? 'form', text: fromError(failure, t('circles.failedText')) });
    }
  };

  const invalid = (field: string) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={loading}>
      <DialogHeader>
        <DialogTitle>{t('circles.createTitle')}</DialogTitle>
        <DialogDescription>{t('circles.createDescription')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>{t('circles.name')}</Label>
        <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} {...invalid('name')} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>{t('circles.description')}</Label>
        <Textarea id={`${id}-description`} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} {...invalid('description')} />
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-private`} checked={isPrivate} onCheckedChange={setPrivate} />
        <Label htmlFor={`${id}-private`}>{t('circles.privateLabel')}</Label>
      </div>
      <DialogFormFooter
        error={error ? { id: `${id}-error`, text: error.text } : null}
        cancelLabel={t('circles.cancel')}
        submitLabel={t('circles.createSubmit')}
        busyLabel={t('circles.creating')}
        busy={loading}
        onCancel={onDone}
      />
    </form>
  );
}
