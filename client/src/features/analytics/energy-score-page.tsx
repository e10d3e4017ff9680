import { useQuery } from '@apollo/client/react';
import { BadgeCheck, CalendarCheck, MessageCircleReply, TrendingUp, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ENERGY_SCORE, type EnergyScorePartId } from '@kuza/common';
import { ScreenHeader } from '@/ui/screen-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Progress } from '@/ui/progress';
import type { MyEnergyScorePageQuery } from '@/gql/graphql';
import { MyEnergyScoreDocument } from './analytics-operations';
import { EngagementNote } from './engagement-note';
import { StatsState } from './stats-state';

type Energy = MyEnergyScorePageQuery['myEnergyScore'];

const ICONS = { frequency: CalendarCheck, replies: MessageCircleReply, engagement: TrendingUp } as const;
const TARGET_POSTS = (ENERGY_SCORE.postsPerWeek * ENERGY_SCORE.windowDays) / 7;

/** /dashboard/energy: the creator's real score from the last 28 days, its three habits, and verification at 85+. */
export function EnergyScorePage() {
  const { t } = useTranslation('analytics');
  const { data, loading, error } = useQuery(MyEnergyScoreDocument);
  const energy = data?.myEnergyScore;
  return (
    <section aria-labelledby="energy-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <ScreenHeader id="energy-title" title={t('energy.title')} subtitle={t('energy.subtitle')} />
      <StatsState loading={loading && !data} error={error} isEmpty={energy !== undefined && energy.posts === 0}>
        {energy && <EnergyScoreCards energy={energy} />}
      </StatsState>
    </section>
  );
}

function EnergyScoreCards({ energy }: { energy: Energy }) {
  const { t } = useTranslation('analytics');
  const toGo = ENERGY_SCORE.verification - energy.score;
  return (
    <>
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
              {energy.score}
            </span>
            <span className="text-muted-foreground">{t('energy.outOf')}</span>
          </p>
          <Progress value={energy.score} aria-label={t('energy.score')} className="h-3" />
          <p
            className="rounded-full bg-success/15 px-3 py-1 text-sm font-medium text-success"
            data-testid="energy-rank"
          >
            {energy.topPercent === null ? t('energy.unranked') : t('energy.top', { percent: energy.topPercent })}
          </p>
          <p className="text-xs text-muted-foreground">{t('energy.window', { days: ENERGY_SCORE.windowDays })}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('energy.tipsTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4" aria-label={t('energy.tipsTitle')}>
            {energy.parts.map((part) => (
              <EnergyPart key={part.id} part={part} energy={energy} />
            ))}
          </ul>
          <EngagementNote />
        </CardContent>
      </Card>
      <p className="flex items-center gap-2 text-sm" data-testid="energy-verification">
        <BadgeCheck aria-hidden className="size-4 text-primary" />
        {t('energy.verification')}{' '}
        {energy.verificationEligible ? t('energy.eligible') : t('energy.toGo', { points: toGo })}
      </p>
    </>
  );
}

function EnergyPart({ part, energy }: { part: Energy['parts'][number]; energy: Energy }) {
  const { t, i18n } = useTranslation('analytics');
  const id = part.id as EnergyScorePartId;
  const Icon = ICONS[id] ?? Zap;
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    energy.engagementBasisPoints / 100,
  );
  const progress = {
    frequency: t('energy.progress.frequency', { posts: energy.posts, goal: TARGET_POSTS }),
    replies:
      energy.commentsReceived === 0
        ? t('energy.progress.noComments')
        : t('energy.progress.replies', { replied: energy.repliedInTime, received: energy.commentsReceived }),
    engagement: energy.impressions === 0 ? t('energy.progress.noViews') : t('energy.progress.engagement', { rate }),
  }[id];
  return (
    <li className="flex items-start gap-3" data-testid={`energy-part-${id}`}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary">
        <Icon aria-hidden className="size-4 text-primary" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex justify-between gap-2">
          <span>{t(`energy.tips.${id}`)}</span>
          <span className="text-sm font-medium tabular-nums">
            {t('energy.points', { points: part.points, max: part.maxPoints })}
          </span>
        </span>
        <Progress value={(part.points * 100) / part.maxPoints} aria-label={t(`energy.tips.${id}`)} />
        <span className="text-sm text-muted-foreground">{progress}</span>
      </div>
    </li>
  );
}
