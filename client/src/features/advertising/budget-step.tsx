import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_LIMITS, ESTIMATED_REACH } from '@kuza/common';
import { useMoney } from '@/lib/money-format';
import { Input } from '@/ui/input';
import { CampaignField } from './campaign-field';
import type { StepProps } from './details-step';

/** Step 4: daily budget (required, ≥ 10, cents), total budget (optional, ≥ 10), dates, and the estimated reach. */
export function BudgetStep({ values, errors, set }: StepProps) {
  const { t } = useTranslation('advertising');
  const format = useMoney();
  const money = {
    type: 'number',
    inputMode: 'decimal',
    min: CAMPAIGN_LIMITS.budgetMin,
    step: CAMPAIGN_LIMITS.budgetStep,
  } as const;
  const reach = ESTIMATED_REACH;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampaignField
          name="dailyBudget"
          label={t('wizard.fields.dailyBudget')}
          error={errors.dailyBudget}
          hint={t('wizard.fields.budgetHint')}
        >
          {(control) => (
            <Input
              {...control}
              {...money}
              value={values.dailyBudget}
              onChange={(e) => set('dailyBudget', e.target.value)}
            />
          )}
        </CampaignField>
        <CampaignField
          name="totalBudget"
          label={t('wizard.fields.totalBudget')}
          optional
          error={errors.totalBudget}
          hint={t('wizard.fields.budgetHint')}
        >
          {(control) => (
            <Input
              {...control}
              {...money}
              value={values.totalBudget}
              onChange={(e) => set('totalBudget', e.target.value)}
            />
          )}
        </CampaignField>
        <CampaignField name="startDate" label={t('wizard.fields.startDate')} error={errors.startDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.startDate}
              onChange={(e) => set('startDate', e.target.value)}
            />
          )}
        </CampaignField>
        <CampaignField name="endDate" label={t('wizard.fields.endDate')} optional error={errors.endDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={values.startDate || undefined}
              value={values.endDate}
              onChange={(e) => set('endDate', e.target.value)}
            />
          )}
        </CampaignField>
      </div>
      <aside
        className="flex flex-col gap-2 rounded-xl border bg-accent/40 p-4"
        aria-labelledby="reach-title"
        data-testid="estimated-reach"
      >
        <h3 id="reach-title" className="flex items-center gap-2 font-semibold">
          <TrendingUp aria-hidden className="size-4 text-primary" />
          {t('wizard.reach.title')}
        </h3>
        <p className="text-sm">
          {t('wizard.reach.impressions', {
            min: format.number(reach.dailyImpressions.min),
            max: format.number(reach.dailyImpressions.max),
          })}
        </p>
        <p className="text-sm">
          {t('wizard.reach.ctr', { min: reach.ctrPercent.min.toFixed(1), max: reach.ctrPercent.max.toFixed(1) })}
        </p>
        <p className="text-sm">
          {t('wizard.reach.cpc', {
            min: format.usd(reach.costPerClickUsd.min),
            max: format.usd(reach.costPerClickUsd.max),
          })}
        </p>
      </aside>
    </>
  );
}
