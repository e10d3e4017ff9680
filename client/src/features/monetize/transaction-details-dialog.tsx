import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LedgerTransaction_TransactionFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { useFormatDate } from '@/lib/use-format-date';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';

interface TransactionDetailsDialogProps {
  transaction: LedgerTransaction_TransactionFragment | null;
  onClose: () => void;
}

/** One ledger transaction in full: gross, fee, net, reference, status and who was on the other side. */
export function TransactionDetailsDialog({ transaction, onClose }: TransactionDetailsDialogProps) {
  const { t } = useTranslation('monetize');
  const { money } = useMoney();
  const formatDate = useFormatDate();
  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {transaction && (
          <>
            <DialogHeader>
              <DialogTitle>{t(`kinds.${transaction.kind}`)}</DialogTitle>
              <DialogDescription>{formatDate(transaction.createdAt)}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="transaction-details">
              <dt className="text-muted-foreground">{t('details.gross')}</dt>
              <dd className="text-end tabular-nums" dir="ltr">
                {money(transaction.gross)}
              </dd>
              <dt className="text-muted-foreground">{t('details.fee')}</dt>
              <dd className="text-end tabular-nums" dir="ltr">
                {money(transaction.fee)}
              </dd>
              <dt className="font-semibold">{t('details.net')}</dt>
              <dd className="text-end font-semibold tabular-nums" dir="ltr">
                {money(transaction.net)}
              </dd>
              <dt className="text-muted-foreground">{t('details.status')}</dt>
              <dd className="text-end">{t(`statuses.${transaction.status}`)}</dd>
              <dt className="text-muted-foreground">{t('details.reference')}</dt>
              <dd className="text-end font-mono text-xs break-all" dir="ltr">
                {transaction.reference ?? t('details.none')}
              </dd>
              <dt className="text-muted-foreground">{t('details.counterparty')}</dt>
              <dd className="text-end">
                {transaction.counterparty ? (
                  <Link
                    to={`/dashboard/u/${transaction.counterparty.username}`}
                    className="text-primary hover:underline"
                    dir="ltr"
                  >
                    @{transaction.counterparty.username}
                  </Link>
                ) : (
                  t('details.kuza')
                )}
              </dd>
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
