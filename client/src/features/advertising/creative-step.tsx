import { useTranslation } from 'react-i18next';
import { AD_TYPES, CALLS_TO_ACTION, CAMPAIGN_LIMITS, type CampaignFormValues } from '@kuza/common';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { CampaignField, selectClass } from './campaign-field';
import type { StepProps } from './details-step';

/** Step 3: ad type (default image), media hint, headline (required, ≤ 80), description (≤ 200), call to action, URL. */
export function CreativeStep({ values, errors, set }: StepProps) {
  const { t } = useTranslation('advertising');
  const count = (text: string, max: number) => t('wizard.fields.count', { count: text.length, max });
  return (
    <>
      <CampaignField name="adType" label={t('wizard.fields.adType')}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.adType}
            onChange={(e) => set('adType', e.target.value as CampaignFormValues['adType'])}
          >
            {AD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adTypes.${type}`)}
              </option>
            ))}
          </select>
        )}
      </CampaignField>
      <CampaignField
        name="media"
        label={t('wizard.fields.media')}
        optional
        error={errors.media}
        hint={
          values.media
            ? `${t('rules.mediaHint')} · ${t('wizard.fields.mediaChosen', { name: values.media.name })}`
            : t('rules.mediaHint')
        }
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".png,.jpg,.jpeg,.mp4,image/png,image/jpeg,video/mp4"
            onChange={(e) => {
              // The File itself (it has the name and size the rules check): Submit uploads it.
              set('media', e.target.files?.[0] ?? null);
            }}
          />
        )}
      </CampaignField>
      <CampaignField
        name="headline"
        label={t('wizard.fields.headline')}
        error={errors.headline}
        hint={count(values.headline, CAMPAIGN_LIMITS.headlineMaxLength)}
      >
        {(control) => (
          <Input
            {...control}
            value={values.headline}
            placeholder={t('wizard.fields.headlinePlaceholder')}
            onChange={(e) => set('headline', e.target.value)}
          />
        )}
      </CampaignField>
      <CampaignField
        name="adDescription"
        label={t('wizard.fields.adDescription')}
        optional
        error={errors.adDescription}
        hint={count(values.adDescription, CAMPAIGN_LIMITS.adDescriptionMaxLength)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.adDescription}
            onChange={(e) => set('adDescription', e.target.value)}
          />
        )}
      </CampaignField>
      <CampaignField name="callToAction" label={t('wizard.fields.callToAction')} error={errors.callToAction}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.callToAction}
            onChange={(e) => set('callToAction', e.target.value as CampaignFormValues['callToAction'])}
          >
            {CALLS_TO_ACTION.map((action) => (
              <option key={action} value={action}>
                {t(`callsToAction.${action}`)}
              </option>
            ))}
          </select>
        )}
      </CampaignField>
      <CampaignField name="destinationUrl" label={t('wizard.fields.destinationUrl')} error={errors.destinationUrl}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            value={values.destinationUrl}
            placeholder={t('wizard.fields.destinationUrlPlaceholder')}
            onChange={(e) => set('destinationUrl', e.target.value)}
          />
        )}
      </CampaignField>
    </>
  );
}
