import { useForm, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_SCOPES, type PersonalApiKeyForm as FormValues } from '@kuza/common';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { ApiKeyFormField } from './api-key-form-field';

/** Name and scopes of a new personal key; READ is ticked to start with. */
export function PersonalApiKeyForm({ onCreate, busy }: { onCreate: SubmitHandler<FormValues>; busy: boolean }) {
  const { t } = useTranslation('api-keys');
  const { textOf } = useServerMessage();
  const resolver = useLazyResolver(() => import('./personal-key-resolver').then((m) => m.personalKeyResolver));
  const form = useForm<FormValues>({ resolver, defaultValues: { name: '', scopes: ['READ'] } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await onCreate(values);
    form.reset({ name: '', scopes: ['READ'] });
  });
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <ApiKeyFormField
        label={t('developer.name')}
        required
        error={textOf(errors.name?.message)}
        {...form.register('name')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('developer.scopes')}</legend>
        <div className="flex flex-wrap gap-4">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={scope} {...form.register('scopes')} />
              {t(`developer.scope.${scope}`)}
            </label>
          ))}
        </div>
        {errors.scopes && <p className="text-sm font-medium text-destructive">{textOf(errors.scopes.message)}</p>}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy}>
          {t('developer.create')}
        </Button>
      </div>
    </form>
  );
}
