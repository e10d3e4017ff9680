import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ApiKeyFormField } from './api-key-form-field';
import { NewKeySecret } from './new-key-secret';
import { useApiKeyForm, type ApiKeyFormOutput } from './use-api-key-form';
import { useGenerateApiKey } from './use-api-keys';

/** The integration page's simpler form (spec §5): the button stays disabled while the name is empty. */
export function PaymentGatewayKeyForm() {
  const { t } = useTranslation('api-keys');
  const [secret, setSecret] = useState<string | null>(null);
  const { field, name, errors, handleSubmit, reset, translate } = useApiKeyForm('PAYMENT_GATEWAY');
  const { generate, generating } = useGenerateApiKey('PAYMENT_GATEWAY');
  const nameIsEmpty = name.length === 0;

  const onValid = async (values: ApiKeyFormOutput) => {
    const created = await generate(values);
    if (created) {
      setSecret(created);
      reset();
    }
  };

  return (
    <div className="grid gap-5 rounded-xl border bg-card p-6 shadow-sm">
      <h2 className="text-lg font-semibold">{t('gateway.formTitle')}</h2>
      <form noValidate className="grid gap-4" onSubmit={handleSubmit(onValid)} aria-label={t('gateway.formTitle')}>
        <ApiKeyFormField
          label={t('gateway.name')}
          required
          placeholder={t('gateway.namePlaceholder')}
          error={translate(errors.name)}
          {...field('name')}
        />
        <ApiKeyFormField
          multiline
          label={t('form.descriptionLabel')}
          hint={t('form.optional')}
          placeholder={t('gateway.descriptionPlaceholder')}
          error={translate(errors.description)}
          {...field('description')}
        />
        <Button
          type="submit"
          className="justify-self-start"
          disabled={nameIsEmpty || generating}
          aria-busy={generating}
        >
          {generating ? t('form.submitting') : t('page.generate')}
        </Button>
      </form>
      {secret && (
        <div className="grid gap-2 border-t pt-4" role="region" aria-label={t('secret.title')}>
          <h3 className="font-semibold">{t('secret.title')}</h3>
          <NewKeySecret secret={secret} maskStyle="integration" />
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setSecret(null)}>
            {t('secret.done')}
          </Button>
        </div>
      )}
    </div>
  );
}
