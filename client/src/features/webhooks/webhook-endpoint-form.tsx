import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type WebhookEndpointForm as FormValues } from '@kuza/common';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

type Output = { url: string; events: FormValues['events']; description: string | null };

/** URL, events and description of a new endpoint; post.created is ticked to start with. */
export function WebhookEndpointForm({
  onCreate,
  busy,
}: {
  onCreate: (values: Output) => Promise<void>;
  busy: boolean;
}) {
  const { t } = useTranslation('webhooks');
  const { textOf } = useServerMessage();
  const id = useId();
  const resolver = useLazyResolver(() => import('./webhook-resolver').then((m) => m.webhookResolver));
  const empty = { url: '', events: ['post.created'] as FormValues['events'], description: '' };
  const form = useForm<FormValues, unknown, Output>({ resolver, defaultValues: empty });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await onCreate(values);
    form.reset(empty);
  });
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{t('form.url')}</Label>
        <Input id={`${id}-url`} dir="ltr" type="url" placeholder="https://example.com/kuza" {...form.register('url')} />
        {errors.url && <p className="text-sm font-medium text-destructive">{textOf(errors.url.message)}</p>}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{t('form.description')}</Label>
        <Input id={`${id}-description`} {...form.register('description')} />
        {errors.description && (
          <p className="text-sm font-medium text-destructive">{textOf(errors.description.message)}</p>
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('form.events')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={event} {...form.register('events')} />
              <code dir="ltr">{event}</code>
            </label>
          ))}
        </div>
        {errors.events && <p className="text-sm font-medium text-destructive">{textOf(errors.events.message)}</p>}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy}>
          {t('form.create')}
        </Button>
      </div>
    </form>
  );
}
