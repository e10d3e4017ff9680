import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/money-format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ChartSuspense } from '@/ui/chart-suspense';
import { LoadError } from '@/ui/load-error';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';
import { changePercentOf, percentOf } from './money-values';
import { TestModeNotice } from './test-mode-notice';
import { useEarningsSummary } from './use-earnings-summary';
import { StartEarning } from './wallet-balances';

const RevenueByDayPlot = lazy(() => import('./revenue-by-day-plot').then((m) => ({ default: m.RevenueByDayPlot })));
const RevenueSourcesPlot = lazy(() =>
  import('./revenue-sources-plot').then((m) => ({ default: m.RevenueSourcesPlot })),
);

/** /dashboard/revenue: this month's earnings by source from the ledger, against last month, and how each pays. */
export function RevenuePage() {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  const { summary, error, refetch } = useEarningsSummary();
  const change = (current: string, previous: string) => {
    const value = changePercentOf(current, previous);
    if (value === null) return BigInt(current) > 0n ? t('revenue.new') : t('revenue.noChange');
    return t('revenue.change', { change: `${value > 0 ? '+' : ''}${value}%` });
  };

  return (
    <section aria-labelledby="revenue-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="revenue-title" title={t('revenue.title')} subtitle={t('revenue.subtitle')}>
        <TestModeNotice />
      </ScreenHeader>
      {error && !summary ? (
        <LoadError text={t('revenue.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !summary ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard
              label={t('revenue.total')}
              value={money(summary.month)}
              testId="revenue-total"
              hint={change(summary.month.amountMinor, summary.lastMonth.amountMinor)}
            />
            <StatCard label={t('revenue.lastMonth')} value={money(summary.lastMonth)} testId="revenue-last-month" />
          </div>
          {summary.empty && <StartEarning />}
          {summary.otherCurrencies.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {t('revenue.otherCurrencies', { currency: summary.currency, others: summary.otherCurrencies.join(', ') })}
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('revenue.title')}>
              {summary.sources.map(({ source, month, lastMonth }) => (
                <li
                  key={source}
                  className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm"
                  data-testid={`revenue-source-${source}`}
                >
                  <span className="text-sm text-muted-foreground">{t(`sources.${source}`)}</span>
                  <span className="text-xl font-bold tabular-nums" dir="ltr">
                    {money(month)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t('revenue.share', { percent: percentOf(month.amountMinor, summary.month.amountMinor) ?? 0 })}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t('revenue.lastMonthLine', { amount: money(lastMonth) })} ·{' '}
                    {change(month.amountMinor, lastMonth.amountMinor)}
                  </span>
                  <span className="mt-1 text-xs">{t(`revenue.terms.${source}`)}</span>
                </li>
              ))}
            </ul>
            <Card>
              <CardHeader>
                <CardTitle>{t('revenue.chart')}</CardTitle>
                <CardDescription>{t('revenue.payouts')}</CardDescription>
              </CardHeader>
              <CardContent>
                {summary.month.amountMinor === '0' ? (
                  <p className="text-sm text-muted-foreground">{t('revenue.chartEmpty')}</p>
                ) : (
                  <figure aria-label={t('revenue.chart')} className="h-64 w-full" dir="ltr">
                    <ChartSuspense>
                      <RevenueSourcesPlot
                        data={summary.sources.map(({ source, month }) => ({
                          name: t(`sources.${source}`),
                          // Only the slices' sizes: the figures shown are the exact money text.
                          share: percentOf(month.amountMinor, summary.month.amountMinor) ?? 0,
                          label: money(month),
                        }))}
                      />
                    </ChartSuspense>
                  </figure>
                )}
              </CardContent>
            </Card>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('revenue.byDay')}</CardTitle>
              <CardDescription>{t('revenue.byDayText')}</CardDescription>
            </CardHeader>
            <CardContent>
              {summary.month.amountMinor === '0' ? (
                <p className="text-sm text-muted-foreground">{t('revenue.chartEmpty')}</p>
              ) : (
                <figure aria-label={t('revenue.byDay')} className="h-56 w-full" dir="ltr" data-testid="revenue-by-day">
                  <ChartSuspense>
                    <RevenueByDayPlot
                      data={summary.days.map(({ date, amount }) => ({
                        day: String(Number(date.slice(8))),
                        size: Number(amount.amountMinor),
                        label: money(amount),
                      }))}
                    />
                  </ChartSuspense>
                </figure>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
