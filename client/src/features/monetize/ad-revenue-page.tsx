import { useQuery } from '@apollo/client/react';
import { Banknote, HeartHandshake, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LedgerTransactionKind } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { useFormatDate } from '@/lib/use-format-date';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { ScreenHeader } from '@/ui/screen-header';
import { Spinner } from '@/ui/spinner';
import { StatCard } from '@/ui/stat-card';
import { TestModeNotice } from './test-mode-notice';
import { useEarningsSummary } from './use-earnings-summary';
import { WalletTransactionsDocument } from './wallet-operations';

const RECENT = 5;

/** /dashboard/ad-revenue: what ads on the creator's posts paid (the ledger's AD_REVENUE), their tips, and Cash Out. */
export function AdRevenuePage() {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  const { summary } = useEarningsSummary();
  const source = (name: 'ADS' | 'TIPS') => summary?.sources.find((item) => item.source === name);

  return (
    <section aria-labelledby="ad-revenue-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="ad-revenue-title" title={t('adRevenue.title')} subtitle={t('adRevenue.subtitle')}>
        <TestModeNotice />
      </ScreenHeader>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t('adRevenue.month')}
          value={summary && money(source('ADS')!.month)}
          icon={Banknote}
          testId="ad-revenue-month"
        />
        <StatCard
          label={t('adRevenue.lastMonth')}
          value={summary && money(source('ADS')!.lastMonth)}
          icon={TrendingUp}
        />
        <StatCard
          label={t('adRevenue.tipsTotal')}
          value={summary && money(source('TIPS')!.month)}
          icon={HeartHandshake}
          testId="ad-revenue-tips"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentOfKind kind="AD_REVENUE" title={t('adRevenue.payments')} empty={t('adRevenue.noAds')} />
        <RecentOfKind kind="TIP" title={t('adRevenue.tips')} empty={t('adRevenue.noTips')} />
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

/** The latest few wallet transactions of one kind. */
function RecentOfKind({ kind, title, empty }: { kind: LedgerTransactionKind; title: string; empty: string }) {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  const formatDate = useFormatDate();
  const { data } = useQuery(WalletTransactionsDocument, {
    variables: { first: RECENT, kind },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.wallet.transactions.edges.map((edge) => edge.node) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {!data ? (
          <Spinner className="mx-auto" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y" aria-label={title}>
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <span className="flex flex-col">
                  <span>
                    {item.counterparty
                      ? t('adRevenue.from', { username: item.counterparty.username })
                      : t(`kinds.${item.kind}`)}
                  </span>
                  <span className="text-xs text-muted-foreground">{formatDate(item.createdAt)}</span>
                </span>
                <span className="font-semibold tabular-nums" dir="ltr">
                  {money(item.net)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
