import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/money-format';
import { useFormatDate } from '@/lib/use-format-date';
import type { CollabRequestItem_RequestFragment } from '@/gql/graphql';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { COLLAB_STATUS_KEYS, COLLAB_TYPE_KEYS } from './collab-labels';

/** Details: the request's message, type, amount and status. Opening it tells `onOpen` (a new request becomes pending). */
export function CollabDetailsDialog({
  request,
  from,
  onOpen,
}: {
  request: CollabRequestItem_RequestFragment;
  from: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('community');
  const money = useMoney();
  const formatDate = useFormatDate();
  const type = t(`collabs.types.${COLLAB_TYPE_KEYS[request.type]}`);
  const amount = money.money(request.amountMoney);
  const status = t(`collabs.statuses.${COLLAB_STATUS_KEYS[request.status]}`);
  return (
    <Dialog onOpenChange={(open) => open && onOpen()}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <Info aria-hidden />
          {t('collabs.details')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('collabs.detailsTitle', { type, from })}</DialogTitle>
          <DialogDescription>{t('collabs.detailsText', { amount, status })}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('collabs.type')}</dt>
          <dd>{type}</dd>
          <dt className="text-muted-foreground">{t('collabs.amount')}</dt>
          <dd className="tabular-nums">{amount}</dd>
          <dt className="text-muted-foreground">{t('collabs.sentAt')}</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </dd>
          <dt className="text-muted-foreground">{t('collabs.message')}</dt>
          <dd className="break-words whitespace-pre-wrap" data-testid="collab-message">
            {request.message}
          </dd>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
