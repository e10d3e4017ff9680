import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ChartSuspense } from '@/ui/chart-suspense';
import { useMoney } from '@/lib/money-format';
import { SampleBadge } from '@/ui/sample-badge';
import { SAMPLE_SOURCES } from './sample-money';
import { ScreenHeader } from '@/ui/screen-header';
import { StatCard } from '@/ui/stat-card';

const RevenueSourcesPlot = lazy(() =>
  import('./revenue-sources-plot').then((m) => ({ default: m.RevenueSourcesPlot })),
);

/** /dashboard/revenue: the four revenue sources (Ads, Subscriptions, Collabs, Tips) and how each pays (sample). */
export function RevenuePage() {
  const { t } = useTranslation('monetize');
  const money = useMoney();
  const total = SAMPLE_SOURCES.reduce((sum, source) => sum + source.amount, 0);
  const data = SAMPLE_SOURCES.map((source) => ({ name: t(`revenue.sources.${source.id}`), value: source.amount }));

  return (
    <section aria-labelledby="revenue-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="revenue-title" title={t('revenue.title')} subtitle={t('revenue.subtitle')}>
        <SampleBadge withNote />
      </ScreenHeader>
      <StatCard label={t('revenue.total')} value={money.usd(total)} testId="revenue-total" />
      <div className="grid gap-6 lg:grid-cols-2">
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('revenue.title')}>
          {SAMPLE_SOURCES.map((source) => {
            const change = ((source.amount - source.lastMonth) / source.lastMonth) * 100;
            const signed = `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
            return (
              <li key={source.id} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
                <span className="text-sm text-muted-foreground">{t(`revenue.sources.${source.id}`)}</span>
                <span className="text-xl font-bold tabular-nums">{money.usd(source.amount)}</span>
                <span className="text-xs text-muted-foreground">
                  {t('revenue.share', { percent: ((source.amount / total) * 100).toFixed(1) })}
                </span>
                <span className={change >= 0 ? 'text-xs text-success' : 'text-xs text-destructive'} dir="ltr">
                  {t('revenue.change', { change: signed })}
                </span>
                <span className="mt-1 text-xs">{t(`revenue.terms.${source.id}`)}</span>
              </li>
            );
          })}
        </ul>
        <Card>
          <CardHeader>
            <CardTitle>{t('revenue.chart')}</CardTitle>
            <CardDescription>{t('revenue.payouts')}</CardDescription>
          </CardHeader>
          <CardContent>
            <figure aria-label={t('revenue.chart')} className="h-64 w-full" dir="ltr">
              <ChartSuspense>
                <RevenueSourcesPlot data={data} />
              </ChartSuspense>
            </figure>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
