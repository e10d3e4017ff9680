import { ArrowLeft, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CAMPAIGN_STEPS, type CampaignFormValues } from '@kuza/common';
import { ScreenHeader } from '@/ui/screen-header';
import { serverMessage, useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { serverErrorField } from '@/apollo/errors';
import { toast } from '@/ui/use-toast';
import { cn } from '@/lib/utils';
import { BudgetStep } from './budget-step';
import { CreativeStep } from './creative-step';
import { DetailsStep } from './details-step';
import { TargetingStep } from './targeting-step';
import { useCreateCampaign } from './use-campaign-mutations';
import { LAST_STEP, campaignRuleOf, useCampaignWizard } from './use-campaign-wizard';

const STEP_VIEWS = [DetailsStep, TargetingStep, CreativeStep, BudgetStep] as const;

/**
 * /dashboard/advertising/create: the four-step wizard (spec §2.3, §4). Next checks the step's field rules (§5);
 * Submit exists only on step 4 and sends the campaign (with its media) to the server, which checks the rules again.
 * Only once it is saved: the toast and back to /dashboard/advertising. A refusal keeps the wizard where it was.
 */
export function CreateCampaignPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const wizard = useCampaignWizard();
  const { step } = wizard;
  const StepView = STEP_VIEWS[step];
  const stepName = t(`wizard.steps.${CAMPAIGN_STEPS[step].id}`);
  const [createCampaign] = useCreateCampaign();
  const { submitting } = wizard;
  const { fromError } = useServerMessage();

  const send = async (values: CampaignFormValues) => {
    try {
      await createCampaign(values);
    } catch (failure) {
      wizard.showServerIssue(serverErrorField(failure), campaignRuleOf(serverMessage(failure)?.messageId));
      toast({
        title: t('wizard.failed'),
        description: fromError(failure, t('wizard.failedText')),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('wizard.created'), description: t('wizard.createdText') });
    navigate('/dashboard/advertising');
  };

  return (
    <section aria-labelledby="wizard-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link
        to="/dashboard/advertising"
        className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('wizard.back')}
      </Link>
      <ScreenHeader id="wizard-title" title={t('wizard.title')} subtitle={t('wizard.subtitle')} />
      <ol
        className="grid grid-cols-4 gap-2"
        aria-label={t('wizard.stepOf', { step: step + 1, total: CAMPAIGN_STEPS.length })}
      >
        {CAMPAIGN_STEPS.map((item, index) => (
          <li key={item.id} aria-current={index === step ? 'step' : undefined} className="flex flex-col gap-1.5">
            <span className={cn('h-1.5 rounded-full', index <= step ? 'bg-primary' : 'bg-muted')} />
            <span
              className={cn(
                'flex items-center gap-1 text-xs',
                index === step ? 'font-semibold' : 'text-muted-foreground',
              )}
            >
              {index < step && <Check aria-hidden className="size-3 text-success" />}
              {t(`wizard.steps.${item.id}`)}
            </span>
          </li>
        ))}
      </ol>
      <form onSubmit={wizard.onSubmit(send)} noValidate aria-busy={submitting || undefined}>
        <Card>
          <CardHeader>
            <p className="text-sm text-muted-foreground">
              {t('wizard.stepOf', { step: step + 1, total: CAMPAIGN_STEPS.length })}
            </p>
            <CardTitle>{stepName}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <StepView values={wizard.values} errors={wizard.errors} set={wizard.set} />
          </CardContent>
        </Card>
        <div className="mt-6 flex items-center justify-between gap-3">
          <Button type="button" variant="outline" onClick={wizard.previous} disabled={step === 0 || submitting}>
            {t('wizard.previous')}
          </Button>
          {step < LAST_STEP ? (
            <Button key="next" type="button" onClick={() => void wizard.next()}>
              {t('wizard.next')}
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={submitting}>
              {submitting ? t('wizard.submitting') : t('wizard.submit')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
