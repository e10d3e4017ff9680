import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MembershipLinks } from '@/features/memberships';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { ScreenHeader } from '@/ui/screen-header';
import { PayoutMethodsCard } from './payout-methods-card';
import { TestModeNotice } from './test-mode-notice';
import { TransactionHistory } from './transaction-history';
import { WalletBalances } from './wallet-balances';
import { WalletPageDocument } from './wallet-operations';

/** /dashboard/wallet: the ledger's balances per currency, the transaction history and the saved payout methods. */
export function WalletPage() {
  const { t } = useTranslation('monetize');
  const { data, error, refetch } = useQuery(WalletPageDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="wallet-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="wallet-title" title={t('wallet.title')} subtitle={t('wallet.subtitle')}>
        <TestModeNotice />
      </ScreenHeader>
      {error && !data ? (
        <LoadError text={t('wallet.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : (
        <WalletBalances wallet={data?.wallet} />
      )}
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
        <MembershipLinks />
      </div>
      <TransactionHistory />
      <PayoutMethodsCard />
    </section>
  );
}
