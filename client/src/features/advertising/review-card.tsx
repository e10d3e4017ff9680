import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_LIMITS } from '@kuza/common';
import { useMoney } from '@/lib/money-format';
import type { CampaignReview_CampaignFragment } from '@/gql/graphql';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';

interface ReviewCardProps {
  campaign: CampaignReview_CampaignFragment;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

/** What a reviewer judges an ad by (its creative, where it leads, who it targets, its budget), and the decision. */
export function ReviewCard({ campaign: c, busy, onApprove, onReject }: ReviewCardProps) {
  const { t } = useTranslation('advertising');
  const format = useMoney();
  const [reason, setReason] = useState('');
  const reasonId = `reject-reason-${c.id}`;
  const targeting = [t('review.ages', { min: c.minAge, max: c.maxAge }), ...c.locations, ...c.interests].join(' · ');
  const budget = c.totalBudgetMoney
    ? `${format.money(c.dailyBudgetMoney)} / ${format.money(c.totalBudgetMoney)}`
    : format.money(c.dailyBudgetMoney);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      aria-label={c.name}
      data-testid={`review-${c.id}`}
    >
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{c.name}</h3>
        <p className="text-xs text-muted-foreground">
          {t('review.meta', {
            owner: c.owner?.username ?? '',
            objective: t(`objectives.${c.objective.toLowerCase()}`),
          })}
        </p>
      </div>
      {c.mediaUrl &&
        (c.mediaType === 'VIDEO' ? (
          <video src={c.mediaUrl} controls className="max-h-48 rounded-md" />
        ) : (
          <img src={c.mediaUrl} alt={c.headline} className="max-h-48 w-fit rounded-md object-contain" />
        ))}
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{c.headline}</p>
        {c.adDescription && <p className="text-muted-foreground">{c.adDescription}</p>}
        <p>
          {t(`callsToAction.${c.callToAction.toLowerCase()}`)} →{' '}
          <a
            href={c.destinationUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-primary underline"
          >
            {c.destinationUrl}
          </a>
        </p>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">{t('review.targeting')}</dt>
          <dd>{targeting}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('review.budget')}</dt>
          <dd>{budget}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('review.dates')}</dt>
          <dd>{c.endDate ? `${c.startDate} – ${c.endDate}` : c.startDate}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        <Button size="sm" onClick={onApprove} disabled={busy}>
          <Check aria-hidden />
          {t('review.approve')}
        </Button>
        <label htmlFor={reasonId} className="sr-only">
          {t('review.reason')}
        </label>
        <Input
          id={reasonId}
          className="h-8 max-w-xs"
          value={reason}
          maxLength={CAMPAIGN_LIMITS.rejectionReasonMaxLength}
          placeholder={t('review.reason')}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button size="sm" variant="destructive" onClick={() => onReject(reason)} disabled={busy}>
          <X aria-hidden />
          {t('review.reject')}
        </Button>
      </div>
    </li>
  );
}
