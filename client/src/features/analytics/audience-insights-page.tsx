import { useQuery } from '@apollo/client/react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { flagEmoji } from '@/features/location';
import { useMoney } from '@/lib/money-format';
import { ScreenHeader } from '@/ui/screen-header';
import { StatCard } from '@/ui/stat-card';
import { countryName } from '@/i18n/country-name';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ChartSuspense } from '@/ui/chart-suspense';
import { AudienceInsightsDocument, CREATOR_STATS_ARGS } from './analytics-operations';
import { useChartLabels } from './chart-labels';
import { StatsState } from './stats-state';
import { useCountText } from './use-count-text';
import { statsState } from './use-creator-stats';
import { SupportersCard } from './supporters-card';
import { AudienceBreakdowns } from './audience-breakdowns';

const FollowerGrowthPlot = lazy(() =>
  import('./follower-growth-plot').then((m) => ({ default: m.FollowerGrowthPlot })),
);

const TOP_CITIES = 5;

/** /dashboard/insights: real followers, growth, top cities, supporters, active hours and followers' languages. */
export function AudienceInsightsPage() {
  const { t, i18n } = useTranslation('analytics');
  const labels = useChartLabels();
  const format = useMoney();
  const countText = useCountText();
  const { data, loading, error } = useQuery(AudienceInsightsDocument, {
    variables: { ...CREATOR_STATS_ARGS, limit: TOP_CITIES },
  });
  const { stats, isEmpty } = statsState(data?.myPostStats ?? null, loading && !data, error);
  const cities = data?.locationAnalytics ?? [];

  return (
    <section aria-labelledby="insights-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <ScreenHeader id="insights-title" title={t('insights.title')} subtitle={t('insights.subtitle')} />
      <StatsState loading={loading && !data} error={error} isEmpty={isEmpty}>
        {stats && (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <StatCard
                label={t('metrics.followers')}
                value={format.number(stats.followers)}
                testId="insights-followers"
              />
              <StatCard
                label={t('metrics.newFollowers')}
                value={format.number(stats.last30Days.newFollowers)}
                hint={t('period')}
              />
              <StatCard
                label={t('metrics.views')}
                value={format.number(stats.last30Days.impressions)}
                hint={t('period')}
              />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>{t('insights.growth')}</CardTitle>
                  <CardDescription>{t('insights.growthText')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <figure aria-label={t('insights.growth')} className="h-60 w-full" dir="ltr">
                    <ChartSuspense>
                      <FollowerGrowthPlot
                        data={stats.daily.map((d) => ({ date: labels.day(d.date), followers: d.newFollowers }))}
                      />
                    </ChartSuspense>
                  </figure>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{t('insights.topCities')}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  {cities.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t('insights.noCities')}</p>
                  ) : (
                    <ol className="flex flex-col gap-2" aria-label={t('insights.topCities')}>
                      {cities.map((city) => (
                        <li
                          key={`${city.countryCode}-${city.city}`}
                          className="flex items-center justify-between gap-2"
                        >
                          <span>
                            {flagEmoji(city.countryCode)} {city.city},{' '}
                            {countryName(city.countryCode, city.country, i18n.language)}
                          </span>
                          <span className="text-sm tabular-nums">{countText('views', city.totalImpressions)}</span>
                        </li>
                      ))}
                    </ol>
                  )}
                  <Link
                    to="/dashboard/geo-analytics"
                    className="text-sm text-primary underline-offset-4 hover:underline"
                  >
                    {t('insights.allLocations')}
                  </Link>
                </CardContent>
              </Card>
            </div>
          </>
        )}
      </StatsState>
      {data?.supporterInsights && <SupportersCard insights={data.supporterInsights} />}
      {data?.myAudienceActivity && <AudienceBreakdowns activity={data.myAudienceActivity} />}
    </section>
  );
}
