import { useTranslation } from 'react-i18next';
import { CAMPAIGN_OBJECTIVES, type CampaignFormValues } from '@kuza/common';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { CampaignField, selectClass } from './campaign-field';
import type { CampaignErrors, SetCampaignValue } from './use-campaign-wizard';

export interface StepProps {
  values: CampaignFormValues;
  errors: CampaignErrors;
  set: SetCampaignValue;
}

/** Step 1: name (required), objective (default awareness), description. */
export function DetailsStep({ values, errors, set }: StepProps) {
  const { t } = useTranslation('advertising');
  return (
    <>
      <CampaignField name="name" label={t('wizard.fields.name')} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            placeholder={t('wizard.fields.namePlaceholder')}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </CampaignField>
      <CampaignField name="objective" label={t('wizard.fields.objective')} error={errors.objective}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={values.objective}
            onChange={(e) => set('objective', e.target.value as CampaignFormValues['objective'])}
          >
            {CAMPAIGN_OBJECTIVES.map((objective) => (
              <option key={objective} value={objective}>
                {t(`objectives.${objective}`)}
              </option>
            ))}
          </select>
        )}
      </CampaignField>
      <CampaignField name="description" label={t('wizard.fields.description')} optional>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.description}
            placeholder={t('wizard.fields.descriptionPlaceholder')}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </CampaignField>
    </>
  );
}
