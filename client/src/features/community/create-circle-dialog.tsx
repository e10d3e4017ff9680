import { useMutation } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CircleInput, CircleValues } from '@kuza/common';
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
import { firstFormError } from '@/lib/first-form-error';
import { prependToOwnList } from './community-cache';
import { CreateCircleDocument } from './circle-operations';
import { useLazyResolver } from '@/lib/lazy-resolver';

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

const FIELD_ORDER = ['name', 'description', 'root.server'] as const;

function CreateCircleForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('community');
  const { textOf, fromError } = useServerMessage();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CircleValues, unknown, CircleInput>({
    resolver: useLazyResolver(() => import('./community-resolvers').then((m) => m.circleResolver)),
    defaultValues: { name: '', description: '', isPrivate: false },
    // As before: checked on each submit only, the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [create] = useMutation(CreateCircleDocument, {
    update(cache, { data }) {
      if (data) prependToOwnList(cache, 'circles', { __typename: 'Circle', id: data.createCircle.id });
    },
  });

  const onValid = async (input: CircleInput) => {
    try {
      const { data } = await create({ variables: { input } });
      toast({
        title: t('circles.created'),
        description: t('circles.createdText', { name: data?.createCircle.name ?? input.name }),
      });
      onDone();
    } catch (failure) {
      const field = serverErrorField(failure);
      setError(field === 'name' || field === 'description' ? field : 'root.server', {
        message: fromError(failure, t('circles.failedText')),
      });
    }
  };

  // One message at a time: the first failing field's, else the server's.
  const error = firstFormError(errors, FIELD_ORDER);
  const invalid = (field: string) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <DialogHeader>
        <DialogTitle>{t('circles.createTitle')}</DialogTitle>
        <DialogDescription>{t('circles.createDescription')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>{t('circles.name')}</Label>
        <Input id={`${id}-name`} {...register('name')} {...invalid('name')} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>{t('circles.description')}</Label>
        <Textarea id={`${id}-description`} rows={3} {...register('description')} {...invalid('description')} />
      </div>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="isPrivate"
          render={({ field }) => (
            <Switch id={`${id}-private`} checked={field.value === true} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor={`${id}-private`}>{t('circles.privateLabel')}</Label>
      </div>
      <DialogFormFooter
        error={error ? { id: `${id}-error`, text: textOf(error.message) ?? error.message } : null}
        cancelLabel={t('circles.cancel')}
        submitLabel={t('circles.createSubmit')}
        busyLabel={t('circles.creating')}
        busy={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
