import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ChartSuspense } from '@/ui/chart-suspense';
import { useChartLabels } from './chart-labels';
import { engagementOf, type CreatorStats } from './creator-stats-model';

const PerformancePlot = lazy(() => import('./performance-plot').then((m) => ({ default: m.PerformancePlot })));

/** Daily views and engagement over the series the server sends (the last 30 days). */
export function PerformanceChart({ daily }: { daily: CreatorStats['daily'] }) {
  const { t } = useTranslation('analytics');
  const labels = useChartLabels();
  const data = daily.map((d) => ({ date: labels.day(d.date), views: d.impressions, engagement: engagementOf(d) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overview.chart')}</CardTitle>
        <CardDescription>{t('overview.chartText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label={t('overview.chart')} className="h-72 w-full" dir="ltr" data-testid="performance-chart">
          <ChartSuspense>
            <PerformancePlot data={data} />
          </ChartSuspense>
        </figure>
      </CardContent>
    </Card>
  );
}
