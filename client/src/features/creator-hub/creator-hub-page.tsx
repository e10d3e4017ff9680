import { ChartColumn, DollarSign, Eye, Heart, PenSquare, Sparkles, Users, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changePercent, engagementPercentText, engagementRate, useCreatorStats } from '@/features/analytics';
import { useMoney } from '@/lib/money-format';
import { changePercentOf, useEarningsSummary } from '@/features/monetize';
import { ScreenHeader } from '@/ui/screen-header';
import { StatCard } from '@/ui/stat-card';
import { Skeleton } from '@/ui/skeleton';
import { RecentActivity } from './recent-activity';

const QUICK_ACTIONS = [
  { id: 'create', to: '/dashboard/create', icon: PenSquare },
  { id: 'analytics', to: '/dashboard/analytics', icon: ChartColumn },
  { id: 'energy', to: '/dashboard/energy', icon: Zap },
] as const;

/** /dashboard/creator-hub: four stat cards with the change from last month, Quick Actions and Recent Activity. */
export function CreatorHubPage() {
  const { t, i18n } = useTranslation('creator-hub');
  const format = useMoney();
  const { stats, isEmpty, loading } = useCreatorStats();
  const { summary: earnings } = useEarningsSummary();

  const changeText = (current: number, previous: number) => {
    const change = changePercent(current, previous);
    if (change === null) return { text: t('new'), tone: 'up' as const };
    if (change === 0) return { text: t('noChange'), tone: 'neutral' as const };
    return {
      text: t('change', { change: `${change > 0 ? '+' : ''}${change}%` }),
      tone: change > 0 ? ('up' as const) : ('down' as const),
    };
  };
  // Revenue is the ledger's (this month against last, exact): zero until the creator earns.
  const revenueChange = () => {
    if (!earnings) return { text: '', tone: 'neutral' as const };
    const change = changePercentOf(earnings.month.amountMinor, earnings.lastMonth.amountMinor);
    if (change === null)
      return earnings.month.amountMinor === '0'
        ? { text: t('noChange'), tone: 'neutral' as const }
        : { text: t('new'), tone: 'up' as const };
    if (change === 0) return { text: t('noChange'), tone: 'neutral' as const };
    return {
      text: t('change', { change: `${change > 0 ? '+' : ''}${change}%` }),
      tone: change > 0 ? ('up' as const) : ('down' as const),
    };
  };
  const cards = stats
    ? [
        {
          id: 'views',
          icon: Eye,
          value: format.number(stats.last30Days.impressions),
          change: changeText(stats.last30Days.impressions, stats.previous30Days.impressions),
        },
        {
          id: 'revenue',
          icon: DollarSign,
          value: earnings ? format.money(earnings.month) : undefined,
          change: revenueChange(),
        },
        {
          id: 'followers',
          icon: Users,
          value: format.number(stats.followers),
          change: changeText(stats.followers, stats.followers - stats.last30Days.newFollowers),
        },
        {
          id: 'engagement',
          icon: Heart,
          value: engagementPercentText(stats.last30Days, i18n.language),
          change: changeText(engagementRate(stats.last30Days), engagementRate(stats.previous30Days)),
        },
      ]
    : [];

  return (
    <section aria-labelledby="hub-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <ScreenHeader id="hub-title" title={t('title')} subtitle={t('subtitle')}>
        {isEmpty && (
          <p className="text-xs text-muted-foreground" data-testid="hub-start">
            {t('startNote')}
          </p>
        )}
      </ScreenHeader>
      {loading || !stats ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <StatCard
              key={card.id}
              label={t(`stats.${card.id}`)}
              value={card.value}
              icon={card.icon}
              tone={card.change.tone}
              testId={`hub-${card.id}`}
              hint={card.change.text}
            />
          ))}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Sparkles aria-hidden className="size-5 text-primary" />
            {t('quickActions.title')}
          </h2>
          <ul className="flex flex-col gap-3" aria-label={t('quickActions.title')}>
            {QUICK_ACTIONS.map(({ id, to, icon: Icon }) => (
              <li key={id}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/40"
                >
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold">{t(`quickActions.${id}`)}</span>
                    <span className="text-sm text-muted-foreground">{t(`quickActions.${id}Text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <RecentActivity stats={stats} />
      </div>
    </section>
  );
}
