import { useQuery } from '@apollo/client/react';
import { Banknote } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { useFormatDate } from '@/lib/use-format-date';
import { useLoadMore } from '@/lib/use-load-more';
import { cn } from '@/lib/utils';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { WithdrawalsDocument } from './cash-out-operations';

export const WITHDRAWALS_PAGE_SIZE = 10;
/** How often a withdrawal on its way is looked at again (the gateway pays within minutes in test mode). */
export const WITHDRAWAL_POLL_MS = 3_000;

const open = (status: WithdrawalStatus) => status === 'REQUESTED' || status === 'PROCESSING';
const TONES: Record<WithdrawalStatus, string> = {
  REQUESTED: 'border-ochre',
  PROCESSING: 'border-ochre',
  PAID: 'border-success text-success',
  FAILED: 'border-destructive text-destructive',
};

/** The caller's withdrawals with their status, followed until each is paid or failed. */
export function WithdrawalList({ onSettled }: { onSettled: () => void }) {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  const formatDate = useFormatDate();
  const { data, error, refetch, fetchMore, loading, startPolling, stopPolling } = useQuery(WithdrawalsDocument, {
    variables: { first: WITHDRAWALS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.withdrawals.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore, loadingMore } = useLoadMore(fetchMore, data?.withdrawals.pageInfo);
  const waiting = items.filter((item) => open(item.status)).length;

  // While one is on its way, look again now and then; when one settles, the balances change too.
  const waited = useRef(waiting);
  useEffect(() => {
    if (waiting > 0) startPolling(WITHDRAWAL_POLL_MS);
    else stopPolling();
    if (waiting < waited.current) onSettled();
    waited.current = waiting;
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling, onSettled]);

  return (
    <section aria-labelledby="withdrawals-title" className="flex flex-col gap-3">
      <h2 id="withdrawals-title" className="text-xl font-semibold">
        {t('withdrawals.title')}
      </h2>
      {error && !data ? (
        <LoadError text={t('withdrawals.loadError')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner className="mx-auto" />
      ) : items.length === 0 ? (
        <EmptyState icon={Banknote} text={t('withdrawals.empty')} />
      ) : (
        <ul className="divide-y rounded-xl border bg-card px-4" aria-label={t('withdrawals.title')}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="withdrawal">
              <span className="flex flex-1 flex-col">
                <span className="font-medium tabular-nums" dir="ltr">
                  {money(item.amount)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('withdrawals.line', {
                    date: formatDate(item.createdAt),
                    fee: money(item.fee),
                    net: money(item.net),
                  })}
                </span>
                {open(item.status) && (
                  <span className="text-xs text-muted-foreground">
                    {t('withdrawals.expected', { date: formatDate(item.expectedBy) })}
                  </span>
                )}
              </span>
              <Badge variant="outline" className={cn(TONES[item.status])} data-testid="withdrawal-status">
                {t(`statuses.${item.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" className="self-center" disabled={loading || loadingMore} onClick={loadMore}>
          {t('loadMore')}
        </Button>
      )}
    </section>
  );
}
