import { Clock, Hourglass, PiggyBank, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WalletBalances_WalletFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { StatCard } from '@/ui/stat-card';
import { DEFAULT_CURRENCY, zeroBalance } from './money-values';

/**
 * Available, pending, withdrawing and lifetime figures, one row per currency the account holds. A new account sees
 * zeros and how to start earning.
 */
export function WalletBalances({ wallet }: { wallet: WalletBalances_WalletFragment | undefined }) {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  const balances = wallet?.balances.length ? wallet.balances : [zeroBalance(DEFAULT_CURRENCY)];
  const loading = !wallet;
  return (
    <div className="flex flex-col gap-4">
      {balances.map((balance) => (
        <section
          key={balance.currency}
          aria-label={t('wallet.currency', { currency: balance.currency })}
          className="flex flex-col gap-2"
          data-testid={`wallet-balance-${balance.currency}`}
        >
          {balances.length > 1 && <h2 className="text-sm font-semibold text-muted-foreground">{balance.currency}</h2>}
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label={t('wallet.available')}
              value={loading ? undefined : money(balance.available)}
              icon={Wallet}
              testId="wallet-available"
            />
            <StatCard
              label={t('wallet.pending')}
              value={loading ? undefined : money(balance.pending)}
              icon={Clock}
              hint={t('wallet.pendingHint')}
              testId="wallet-pending"
            />
            <StatCard
              label={t('wallet.withdrawing')}
              value={loading ? undefined : money(balance.withdrawing)}
              icon={Hourglass}
              hint={t('wallet.withdrawingHint')}
              testId="wallet-withdrawing"
            />
            <StatCard
              label={t('wallet.lifetime')}
              value={loading ? undefined : money(balance.lifetime)}
              icon={PiggyBank}
              testId="wallet-lifetime"
            />
          </div>
        </section>
      ))}
      {wallet && wallet.balances.length === 0 && <StartEarning />}
    </div>
  );
}

/** What a new account reads where its earnings will be. */
export function StartEarning() {
  const { t } = useTranslation('monetize');
  return (
    <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground" data-testid="start-earning">
      {t('startEarning')}
    </p>
  );
}
