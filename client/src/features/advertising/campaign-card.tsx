import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { budgetUsedPercent, clickThroughRate, type CampaignStatus } from '@kuza/common';
import { useMoney } from '@/lib/money-format';
import { Button } from '@/ui/button';
import { Progress } from '@/ui/progress';
import { cn } from '@/lib/utils';
import type { Campaign } from './campaign-model';

// Spec §4: each status has its colour.
export const STATUS_STYLES: Record<CampaignStatus, string> = {
  in_review: 'bg-violet-600 text-white',
  active: 'bg-success text-white',
  paused: 'bg-ochre text-black',
  rejected: 'bg-destructive text-white',
  completed: 'bg-blue-600 text-white',
  draft: 'bg-muted text-muted-foreground',
};

interface CampaignCardProps {
  campaign: Campaign;
  /** Pause or resume; without it the control is shown but cannot be used. */
  onToggle?: (campaign: Campaign) => void;
  /** While the server saves a pause or resume. */
  busy?: boolean;
}

/** One campaign: status, budget, spent, impressions, clicks, CTR and the budget-used bar; pause or resume. */
export function CampaignCard({ campaign, onToggle, busy = false }: CampaignCardProps) {
  const { t } = useTranslation('advertising');
  const format = useMoney();
  const used = budgetUsedPercent(BigInt(campaign.spent.amountMinor), BigInt(campaign.budget.amountMinor));
  const ctr = clickThroughRate(campaign.clicks, campaign.impressions);
  const toggle = campaign.status === 'active' || campaign.status === 'paused';
  const figures = [
    { id: 'budget', value: format.money(campaign.budget) },
    { id: 'spent', value: format.money(campaign.spent) },
    { id: 'impressions', value: format.number(campaign.impressions) },
    { id: 'clicks', value: format.number(campaign.clicks) },
    { id: 'ctr', value: `${ctr.toFixed(2)}%` },
  ];
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm" data-testid={`campaign-${campaign.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{campaign.name}</h2>
          <p className="text-sm text-muted-foreground">{t(`objectives.${campaign.objective}`)}</p>
        </div>
        <div className="flex items-center gap-2">
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[campaign.status])}
            data-testid="campaign-status"
            data-status={campaign.status}
          >
            {t(`statuses.${campaign.status}`)}
          </span>
          {toggle && (
            <Button
              size="icon-sm"
              variant="outline"
              aria-label={t(campaign.status === 'active' ? 'campaign.pause' : 'campaign.resume', {
                name: campaign.name,
              })}
              aria-busy={busy || undefined}
              disabled={!onToggle || busy}
              onClick={() => onToggle?.(campaign)}
            >
              {campaign.status === 'active' ? <Pause aria-hidden /> : <Play aria-hidden />}
            </Button>
          )}
        </div>
      </div>
      {campaign.status === 'rejected' && campaign.rejectionReason && (
        <p className="text-sm text-destructive" data-testid="campaign-rejection">
          {t('campaign.rejectedBecause', { reason: campaign.rejectionReason })}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt className="text-xs text-muted-foreground">{t(`campaign.${figure.id}`)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`campaign-${figure.id}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1">
        <Progress value={used} aria-label={t('campaign.budgetUsed', { percent: Math.round(used) })} />
        <p className="text-xs text-muted-foreground" data-testid="campaign-budget-used">
          {t('campaign.budgetUsed', { percent: Math.round(used) })}
        </p>
      </div>
    </li>
  );
}
