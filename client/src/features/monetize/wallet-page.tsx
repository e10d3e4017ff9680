import { ArrowDownLeft, ArrowUpRight, Clock, PiggyBank, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/lib/utils';
import { useMoney } from '@/lib/money-format';
import { SampleBadge } from '@/ui/sample-badge';
import { SAMPLE_TRANSACTIONS, SAMPLE_WALLET } from './sample-money';
import { ScreenHeader } from '@/ui/screen-header';
import { StatCard } from '@/ui/stat-card';

/** /dashboard/wallet: balance, pending and lifetime earnings, recent transactions (sample content). */
export function WalletPage() {
  const { t } = useTranslation('monetize');
  const money = useMoney();
  const when = (days: number) =>
    days === 0
      ? t('wallet.dates.today')
      : days === 1
        ? t('wallet.dates.yesterday')
        : t('wallet.dates.daysAgo', { count: days });

  return (
    <section aria-labelledby="wallet-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="wallet-title" title={t('wallet.title')} subtitle={t('wallet.subtitle')}>
        <SampleBadge withNote />
      </ScreenHeader>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('wallet.available')}
          value={money.usd(SAMPLE_WALLET.available)}
          icon={Wallet}
          testId="wallet-available"
        />
        <StatCard
          label={t('wallet.pending')}
          value={money.usd(SAMPLE_WALLET.pending)}
          icon={Clock}
          hint={t('wallet.pendingHint')}
        />
        <StatCard label={t('wallet.lifetime')} value={money.usd(SAMPLE_WALLET.lifetime)} icon={PiggyBank} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/dashboard/cashout">{t('actions.cashOut')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard/split">{t('actions.split')}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/dashboard/revenue">{t('actions.revenue')}</Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('wallet.transactions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y" aria-label={t('wallet.transactions')}>
            {SAMPLE_TRANSACTIONS.map((item) => {
              const incoming = item.amount >= 0;
              const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
              return (
                <li key={item.id} className="flex items-center gap-3 py-3">
                  <span
                    className={cn(
                      'flex size-9 items-center justify-center rounded-full',
                      incoming ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    <Icon aria-hidden className="size-4" />
                  </span>
                  <span className="flex flex-1 flex-col">
                    <span className="font-medium">{t(`wallet.items.${item.labelKey}`)}</span>
                    <span className="text-xs text-muted-foreground">{when(item.daysAgo)}</span>
                  </span>
                  <span
                    className={cn('font-semibold tabular-nums', incoming ? 'text-success' : 'text-foreground')}
                    dir="ltr"
                  >
                    {incoming ? '+' : '−'}
                    {money.usd(Math.abs(item.amount))}
                  </span>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
