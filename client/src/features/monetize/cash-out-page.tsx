import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error';
import { ScreenHeader } from '@/ui/screen-header';
import { Spinner } from '@/ui/spinner';
import { CashOutForm } from './cash-out-form';
import { CashOutPageDocument } from './cash-out-operations';
import { TestModeNotice } from './test-mode-notice';
import { WithdrawalList } from './withdrawal-list';

/**
 * /dashboard/cashout: choose a saved payout method and an amount, see the fee, the net and the expected arrival,
 * confirm (requestWithdrawal), and follow each withdrawal to paid or failed.
 */
export function CashOutPage() {
  const { t } = useTranslation('monetize');
  const { data, error, refetch } = useQuery(CashOutPageDocument, { fetchPolicy: 'cache-and-network' });
  // A withdrawal that settles moves money out of `withdrawing` (paid) or back to `available` (failed).
  const onSettled = useCallback(() => void refetch(), [refetch]);
  return (
    <section aria-labelledby="cashout-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <ScreenHeader id="cashout-title" title={t('cashout.title')} subtitle={t('cashout.subtitle')}>
        <TestModeNotice />
      </ScreenHeader>
      {error && !data ? (
        <LoadError text={t('wallet.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner className="mx-auto" />
      ) : (
        <CashOutForm balances={data.wallet.balances} methods={data.payoutMethods} />
      )}
      <WithdrawalList onSettled={onSettled} />
    </section>
  );
}
