import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_TIERS } from '@kuza/common';
import type { ApiKeyTier } from '@/gql/graphql';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Label } from '@/ui/label';
import { ApiKeyFormField } from './api-key-form-field';
import { NewKeySecret } from './new-key-secret';
import { useApiKeyForm, type ApiKeyFormOutput } from './use-api-key-form';
import { useGenerateApiKey } from './use-api-keys';

const TIERS = Object.keys(API_KEY_TIERS) as ApiKeyTier[];

/** Generate API Key (admin/api-keys): name, optional description, tier; then the new key, shown once. */
export function GenerateApiKeyDialog() {
  const { t, i18n } = useTranslation('api-keys');
  const tierId = useId();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { field, errors, handleSubmit, reset, translate } = useApiKeyForm('API');
  const { generate, generating } = useGenerateApiKey('API');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closing forgets the key: it is shown once.
    if (!next) {
      reset();
      setSecret(null);
    }
  };

  const onValid = async (values: ApiKeyFormOutput) => {
    const created = await generate(values);
    if (created) setSecret(created);
  };

  const tierLabel = (value: ApiKeyTier) => {
    const limit = API_KEY_TIERS[value].requestsPerHour;
    const name = t(`tiers.${value}`);
    return limit === null
      ? t('form.tierUnlimited', { tier: name })
      : t('form.tierOption', { tier: name, limit: new Intl.NumberFormat(i18n.language).format(limit) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {t('page.generate')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{secret ? t('secret.title') : t('form.title')}</DialogTitle>
          <DialogDescription>{secret ? t('secret.description') : t('form.description')}</DialogDescription>
        </DialogHeader>
        {secret ? (
          <>
            <NewKeySecret secret={secret} maskStyle="dialog" />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>{t('secret.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={handleSubmit(onValid)} aria-label={t('form.title')}>
            <ApiKeyFormField
              label={t('form.name')}
              required
              placeholder={t('form.namePlaceholder')}
              error={translate(errors.name)}
              {...field('name')}
            />
            <ApiKeyFormField
              multiline
              label={t('form.descriptionLabel')}
              hint={t('form.optional')}
              placeholder={t('form.descriptionPlaceholder')}
              error={translate(errors.description)}
              {...field('description')}
            />
            <div className="grid gap-2">
              <Label htmlFor={tierId}>{t('form.tier')}</Label>
              <select
                id={tierId}
                {...field('tier')}
                className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
              >
                {TIERS.map((value) => (
                  <option key={value} value={value}>
                    {tierLabel(value)}
                  </option>
                ))}
              </select>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" disabled={generating} aria-busy={generating}>
                {generating ? t('form.submitting') : t('form.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
