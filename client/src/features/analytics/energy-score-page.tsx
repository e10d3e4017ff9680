import { BadgeCheck, CalendarCheck, MessageCircleReply, TrendingUp, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import { SampleBadge } from '@/ui/sample-badge';
import { ScreenHeader } from '@/ui/screen-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Progress } from '@/ui/progress';
import { engagementRateText } from './creator-stats-model';
import { EngagementNote } from './engagement-note';
import { useCreatorStats } from './use-creator-stats';

const TIPS = [
  { id: 'frequency', icon: CalendarCheck },
  { id: 'replies', icon: MessageCircleReply },
  { id: 'engagement', icon: TrendingUp },
] as const;

/** /dashboard/energy: the sample score 87 (top 10%), the three tips, and the 85+ verification rule (spec §2.3, §9). */
export function EnergyScorePage() {
  const { t, i18n } = useTranslation('analytics');
  const { stats, isSample } = useCreatorStats();
  const score = LIMITS.sampleEnergyScore;
  return (
    <section aria-labelledby="energy-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <ScreenHeader id="energy-title" title={t('energy.title')} subtitle={t('energy.subtitle')}>
        <SampleBadge />
      </ScreenHeader>
      <Card className="items-center gap-4 text-center">
        <CardHeader className="items-center">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Zap aria-hidden className="size-5 text-ochre" />
            {t('energy.score')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex w-full max-w-sm flex-col items-center gap-3">
          <p className="flex items-baseline gap-2">
            <span className="text-6xl font-extrabold text-primary tabular-nums" data-testid="energy-score">
              {score}
            </span>
            <span className="text-muted-foreground">{t('energy.outOf')}</span>
          </p>
          <Progress value={score} aria-label={t('energy.score')} className="h-3" />
          <p className="rounded-full bg-success/15 px-3 py-1 text-sm font-medium text-success">{t('energy.top')}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('energy.tipsTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3" aria-label={t('energy.tipsTitle')}>
            {TIPS.map(({ id, icon: Icon }) => (
              <li key={id} className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-secondary">
                  <Icon aria-hidden className="size-4 text-primary" />
                </span>
                {t(`energy.tips.${id}`)}
              </li>
            ))}
          </ul>
          {stats && !isSample && (
            <div className="mt-4 flex flex-col gap-1">
              <p className="text-sm text-muted-foreground" data-testid="energy-engagement">
                {t('energy.yourEngagement', { rate: engagementRateText(stats.last30Days, i18n.language) })}
              </p>
              <EngagementNote />
            </div>
          )}
        </CardContent>
      </Card>
      <p className="flex items-center gap-2 text-sm">
        <BadgeCheck aria-hidden className="size-4 text-primary" />
        {t('energy.verification')}
      </p>
    </section>
  );
}
