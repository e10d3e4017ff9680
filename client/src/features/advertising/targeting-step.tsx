import { useTranslation } from 'react-i18next';
import { CAMPAIGN_LIMITS } from '@kuza/common';
import { Input } from '@/ui/input';
import { CampaignField } from './campaign-field';
import type { StepProps } from './details-step';

/** Step 2: ages 13 to 65 (default 18 to 65), locations and interests (comma separated). */
export function TargetingStep({ values, errors, set }: StepProps) {
  const { t } = useTranslation('advertising');
  const ages = {
    type: 'number',
    inputMode: 'numeric',
    min: CAMPAIGN_LIMITS.minAge,
    max: CAMPAIGN_LIMITS.maxAge,
    step: 1,
  } as const;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampaignField
          name="minAge"
          label={t('wizard.fields.minAge')}
          error={errors.minAge}
          hint={t('wizard.fields.ageHint')}
        >
          {(control) => (
            <Input {...control} {...ages} value={values.minAge} onChange={(e) => set('minAge', e.target.value)} />
          )}
        </CampaignField>
        <CampaignField name="maxAge" label={t('wizard.fields.maxAge')} error={errors.maxAge}>
          {(control) => (
            <Input {...control} {...ages} value={values.maxAge} onChange={(e) => set('maxAge', e.target.value)} />
          )}
        </CampaignField>
      </div>
      <CampaignField name="locations" label={t('wizard.fields.locations')} optional hint={t('wizard.fields.commaHint')}>
        {(control) => (
          <Input
            {...control}
            value={values.locations}
            placeholder={t('wizard.fields.locationsPlaceholder')}
            onChange={(e) => set('locations', e.target.value)}
          />
        )}
      </CampaignField>
      <CampaignField name="interests" label={t('wizard.fields.interests')} optional hint={t('wizard.fields.commaHint')}>
        {(control) => (
          <Input
            {...control}
            value={values.interests}
            placeholder={t('wizard.fields.interestsPlaceholder')}
            onChange={(e) => set('interests', e.target.value)}
          />
        )}
      </CampaignField>
    </>
  );
}
