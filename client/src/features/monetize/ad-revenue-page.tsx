import { Banknote, Eye, Gem, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { useMoney } from '@/lib/money-format';
import { SampleBadge } from '@/ui/sample-badge';
import { SAMPLE_AD_REVENUE } from './sample-money';
import { ScreenHeader } from '@/ui/screen-header';
import { StatCard } from '@/ui/stat-card';

/** /dashboard/ad-revenue: earnings figures, revenue per campaign, tips, and Cash Out (sample content, spec §2.3). */
export function AdRevenuePage() {
  const { t } = useTranslation('monetize');
  const money = useMoney();
  const data = SAMPLE_AD_REVENUE;
  const tipsTotal = data.tips.reduce((sum, tip) => sum + tip.amount, 0);

  return (
    <section aria-labelledby="ad-revenue-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="ad-revenue-title" title={t('adRevenue.title')} subtitle={t('adRevenue.subtitle')}>
        <SampleBadge withNote />
      </ScreenHeader>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('adRevenue.total')} value={money.usd(data.total)} icon={Banknote} />
        <StatCard label={t('adRevenue.month')} value={money.usd(data.month)} icon={TrendingUp} />
        <StatCard label={t('adRevenue.cpm')} value={money.usd(data.cpm)} icon={Gem} />
        <StatCard label={t('adRevenue.impressions')} value={money.number(data.impressions)} icon={Eye} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('adRevenue.perCampaign')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y" aria-label={t('adRevenue.perCampaign')}>
              {data.campaigns.map((campaign) => (
                <li key={campaign.id} className="flex items-center justify-between gap-3 py-3">
                  <span className="flex flex-col">
                    <span className="font-medium">{campaign.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {t('adRevenue.campaignImpressions', { impressions: money.number(campaign.impressions) })}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{money.usd(campaign.revenue)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('adRevenue.tips')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">
              {t('adRevenue.tipsTotal')}:{' '}
              <span className="font-semibold text-foreground tabular-nums">{money.usd(tipsTotal)}</span>
            </p>
            <ul className="divide-y" aria-label={t('adRevenue.tips')}>
              {data.tips.map((tip) => (
                <li key={tip.id} className="flex items-center justify-between py-2">
                  <span>{t('adRevenue.tipFrom', { username: tip.username })}</span>
                  <span className="font-semibold tabular-nums">{money.usd(tip.amount)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-wrap items-center gap-4 rounded-xl border bg-accent/40 p-5">
        <p className="flex-1">{t('adRevenue.cashOutHint')}</p>
        <Button asChild size="lg">
          <Link to="/dashboard/cashout">{t('actions.cashOut')}</Link>
        </Button>
      </div>
    </section>
  );
}
