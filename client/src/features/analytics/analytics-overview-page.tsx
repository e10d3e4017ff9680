import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/ui/screen-header';
import { EngagementNote } from './engagement-note';
import { MetricCards } from './metric-cards';
import { PerformanceChart } from './performance-chart';
import { StatsState } from './stats-state';
import { useCountText } from './use-count-text';
import { useCreatorStats } from './use-creator-stats';

/** /dashboard/analytics: the creator's real figures for the last 30 days and a chart over time (real zeros and how to start when empty). */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation('analytics');
  const countText = useCountText();
  const { stats, isEmpty, loading, error } = useCreatorStats();
  return (
    <section aria-labelledby="analytics-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <ScreenHeader id="analytics-title" title={t('overview.title')} subtitle={t('overview.subtitle')}>
        <p className="text-sm text-muted-foreground">{t('period')}</p>
      </ScreenHeader>
      <StatsState loading={loading} error={error} isEmpty={isEmpty}>
        {stats && (
          <>
            <MetricCards stats={stats} />
            <EngagementNote />
            <PerformanceChart daily={stats.daily} />
            <p className="text-sm text-muted-foreground" data-testid="analytics-all-time">
              {t('overview.allTime', {
                views: countText('views', stats.allTime.impressions),
                posts: countText('posts', stats.posts),
              })}
            </p>
          </>
        )}
      </StatsState>
    </section>
  );
}
