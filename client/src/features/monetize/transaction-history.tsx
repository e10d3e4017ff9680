import { useQuery } from '@apollo/client/react';
import { ArrowDownLeft, ArrowUpRight, Receipt } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerTransaction_TransactionFragment, LedgerTransactionKind } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { useFormatDate } from '@/lib/use-format-date';
import { useLoadMore } from '@/lib/use-load-more';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { WalletTransactionsDocument } from './wallet-operations';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The kinds a person can filter the history by (API.md's LedgerTransaction kinds). */
export const TRANSACTION_KINDS = [
  'TIP',
  'MEMBERSHIP',
  'PURCHASE',
  'SPLIT',
  'WITHDRAWAL',
  'FEE',
  'AD_SPEND',
  'AD_REVENUE',
  'REFUND',
] as const satisfies readonly LedgerTransactionKind[];

/** The wallet's history, newest first, a page at a time, filtered by kind; each row opens its details. */
export function TransactionHistory() {
  const { t } = useTranslation('monetize');
  const filterId = useId();
  const [kind, setKind] = useState<LedgerTransactionKind | ''>('');
  const [open, setOpen] = useState<LedgerTransaction_TransactionFragment | null>(null);
  const { data, error, loading, refetch, fetchMore } = useQuery(WalletTransactionsDocument, {
    variables: { first: TRANSACTIONS_PAGE_SIZE, kind: kind || null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.wallet.transactions;
  const { hasMore, loadMore, loadingMore, moreFailed } = useLoadMore(fetchMore, connection?.pageInfo);
  const items = connection?.edges.map((edge) => edge.node) ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('wallet.transactions')}</CardTitle>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={filterId}>{t('wallet.filter')}</label>
          <select
            id={filterId}
            value={kind}
            onChange={(event) => setKind(event.target.value as LedgerTransactionKind | '')}
            className="h-9 rounded-md border bg-background px-2"
          >
            <option value="">{t('wallet.allKinds')}</option>
            {TRANSACTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {error && !data ? (
          <LoadError text={t('wallet.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
        ) : !data ? (
          <Spinner className="mx-auto" />
        ) : items.length === 0 ? (
          <EmptyState icon={Receipt} text={kind ? t('wallet.noneOfKind') : t('wallet.noTransactions')} />
        ) : (
          <ul className="divide-y" aria-label={t('wallet.transactions')}>
            {items.map((item) => (
              <TransactionRow key={item.id} item={item} onOpen={() => setOpen(item)} />
            ))}
          </ul>
        )}
        {moreFailed && <p className="text-sm text-destructive">{t('wallet.loadError')}</p>}
        {hasMore && (
          <Button variant="outline" className="self-center" disabled={loading || loadingMore} onClick={loadMore}>
            {t('loadMore')}
          </Button>
        )}
      </CardContent>
      <TransactionDetailsDialog transaction={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function TransactionRow({ item, onOpen }: { item: LedgerTransaction_TransactionFragment; onOpen: () => void }) {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  const formatDate = useFormatDate();
  const outgoing = item.direction === 'OUT';
  const Icon = outgoing ? ArrowUpRight : ArrowDownLeft;
  const title = item.counterparty
    ? t('wallet.rowWith', { kind: t(`kinds.${item.kind}`), username: item.counterparty.username })
    : t(`kinds.${item.kind}`);
  return (
    <li data-testid="wallet-transaction">
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-center gap-3 rounded-md py-3 text-start hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full',
            outgoing ? 'bg-muted text-muted-foreground' : 'bg-success/15 text-success',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </span>
        <span className="flex flex-1 flex-col">
          <span className="font-medium">{title}</span>
          <span className="text-xs text-muted-foreground">
            {formatDate(item.createdAt)} · {t(`statuses.${item.status}`)}
          </span>
        </span>
        <span
          className={cn('font-semibold tabular-nums', outgoing ? 'text-foreground' : 'text-success')}
          dir="ltr"
          data-testid="transaction-amount"
        >
          {outgoing ? '−' : '+'}
          {money(item.net)}
        </span>
      </button>
    </li>
  );
}
