import { useQuery } from '@apollo/client/react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { flagEmoji } from '@/features/location';
import { useMoney } from '@/lib/money-format';
import { SampleBadge } from '@/ui/sample-badge';
import { ScreenHeader } from '@/ui/screen-header';
import { StatCard } from '@/ui/stat-card';
import { countryName } from '@/i18n/country-name';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ChartSuspense } from '@/ui/chart-suspense';
import { Progress } from '@/ui/progress';
import { AudienceInsightsDocument, CREATOR_STATS_ARGS } from './analytics-operations';
import { useChartLabels } from './chart-labels';
import { StatsState } from './stats-state';
import { useCountText } from './use-count-text';
import { withSample } from './use-creator-stats';
import { SupportersCard } from './supporters-card';

const FollowerGrowthPlot = lazy(() =>
  import('./follower-growth-plot').then((m) => ({ default: m.FollowerGrowthPlot })),
);

// Kuza records neither ages nor viewing times: these two breakdowns stay sample content, labelled as such.
const SAMPLE_AGES = [
  { group: '13-17', percent: 8 },
  { group: '18-24', percent: 34 },
  { group: '25-34', percent: 31 },
  { group: '35-44', percent: 17 },
  { group: '45-65', percent: 10 },
];
const SAMPLE_HOURS = [
  { id: 'morning', percent: 18 },
  { id: 'afternoon', percent: 27 },
  { id: 'evening', percent: 43 },
  { id: 'night', percent: 12 },
] as const;
const TOP_CITIES = 5;

/** /dashboard/insights: real followers, follower growth and top cities; sample age and time breakdowns. */
export function AudienceInsightsPage() {
  const { t, i18n } = useTranslation('analytics');
  const labels = useChartLabels();
  const format = useMoney();
  const countText = useCountText();
  const { data, loading, error } = useQuery(AudienceInsightsDocument, {
    variables: { ...CREATOR_STATS_ARGS, limit: TOP_CITIES },
  });
  const { stats, isSample } = withSample(data?.myPostStats ?? null, loading && !data, error);
  const cities = data?.locationAnalytics ?? [];

  return (
    <section aria-labelledby="insights-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <ScreenHeader id="insights-title" title={t('insights.title')} subtitle={t('insights.subtitle')} />
      <StatsState loading={loading && !data} error={error} isSample={isSample}>
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
      <div className="flex flex-col gap-3">
        <SampleBadge note={t('insights.sampleSection')} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Breakdown
            title={t('insights.ages')}
            rows={SAMPLE_AGES.map((a) => ({ id: a.group, label: a.group, percent: a.percent }))}
          />
          <Breakdown
            title={t('insights.activeHours')}
            rows={SAMPLE_HOURS.map((h) => ({ id: h.id, label: t(`insights.hours.${h.id}`), percent: h.percent }))}
          />
        </div>
      </div>
    </section>
  );
}

function Breakdown({ title, rows }: { title: string; rows: Array<{ id: string; label: string; percent: number }> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3" aria-label={title}>
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-1">
              <span className="flex justify-between text-sm">
                <span>{row.label}</span>
                <span className="tabular-nums">{row.percent}%</span>
              </span>
              <Progress value={row.percent} aria-label={row.label} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
