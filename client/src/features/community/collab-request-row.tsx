import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney, type MoneyValue } from '@/lib/money-format';
import type { CollabStatusName, CollabTypeName } from '@kuza/common';
import type { CollabRequestItem_RequestFragment } from '@/gql/graphql';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CollabDetailsDialog } from './collab-details-dialog';
import { COLLAB_STATUS_KEYS, COLLAB_TYPE_KEYS, isDecided } from './collab-labels';
import { useCollabActions } from './use-collab-actions';

const STATUS_VARIANTS: Record<CollabStatusName, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  new: 'default',
  pending: 'secondary',
  accepted: 'outline',
  declined: 'destructive',
};

/** One request's facts (spec §3: from, type, amount, status), with whatever actions the caller has on it. */
export function CollabFacts({
  who,
  whoLabel,
  type,
  amount,
  status,
  children,
}: {
  who: string;
  whoLabel: string;
  type: CollabTypeName;
  amount: MoneyValue;
  status: CollabStatusName;
  children?: ReactNode;
}) {
  const { t } = useTranslation('community');
  const money = useMoney();
  return (
    <li
      className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="collab-request"
    >
      {/* Who on a line of its own: a long username never runs into the type, offer and status below it. */}
      <dl className="grid flex-1 grid-cols-3 gap-x-6 gap-y-2 text-sm [&>div]:min-w-0">
        <div className="col-span-3">
          <dt className="text-xs text-muted-foreground">{whoLabel}</dt>
          <dd className="font-semibold wrap-break-word" dir="auto">
            {who}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('collabs.type')}</dt>
          <dd>{t(`collabs.types.${type}`)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('collabs.amount')}</dt>
          <dd className="tabular-nums">{money.money(amount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('collabs.status')}</dt>
          <dd>
            <Badge variant={STATUS_VARIANTS[status]}>{t(`collabs.statuses.${status}`)}</Badge>
          </dd>
        </div>
      </dl>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}

/** A request the caller received: Accept and Decline until it is answered, and Details. */
export function ReceivedCollabRow({ request }: { request: CollabRequestItem_RequestFragment }) {
  const { t } = useTranslation('community');
  const { answer, markSeen, busy } = useCollabActions();
  const from = request.from ? `@${request.from.username}` : t('collabs.anonymous');
  const decided = isDecided(request.status);
  return (
    <CollabFacts
      who={from}
      whoLabel={t('collabs.from')}
      type={COLLAB_TYPE_KEYS[request.type]}
      amount={request.amountMoney}
      status={COLLAB_STATUS_KEYS[request.status]}
    >
      <Button size="sm" disabled={decided || busy} onClick={() => void answer(request, 'accept')}>
        <Check aria-hidden />
        {t('collabs.accept')}
      </Button>
      <Button size="sm" variant="outline" disabled={decided || busy} onClick={() => void answer(request, 'decline')}>
        <X aria-hidden />
        {t('collabs.decline')}
      </Button>
      <CollabDetailsDialog request={request} from={from} onOpen={() => markSeen(request)} />
    </CollabFacts>
  );
}

/** A request the caller sent, with its status. */
export function SentCollabRow({ request }: { request: CollabRequestItem_RequestFragment }) {
  const { t } = useTranslation('community');
  const to = request.to ? `@${request.to.username}` : t('collabs.anonymous');
  return (
    <CollabFacts
      who={to}
      whoLabel={t('collabs.to')}
      type={COLLAB_TYPE_KEYS[request.type]}
      amount={request.amountMoney}
      status={COLLAB_STATUS_KEYS[request.status]}
    />
  );
}
