import { useMutation, useQuery } from '@apollo/client/react';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipCardFragment } from '@/gql/graphql';
import { useFormatDate } from '@/lib/use-format-date';
import { useMoney } from '@/lib/money-format';
import { useServerMessage } from '@/lib/server-message';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { ScreenHeader } from '@/ui/screen-header';
import { toast } from '@/ui/use-toast';
import { CancelMembershipDocument, MyMembershipsDocument } from './membership-operations';

/** /dashboard/my-memberships (from My Wallet): the caller's memberships, their receipts, and Cancel. */
export function MyMembershipsPage() {
  const { t } = useTranslation('memberships');
  const { data, error, refetch } = useQuery(MyMembershipsDocument, { fetchPolicy: 'cache-and-network' });
  const memberships = data?.myMemberships ?? [];
  return (
    <section aria-labelledby="my-memberships-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <ScreenHeader id="my-memberships-title" title={t('mine.title')} subtitle={t('mine.subtitle')} />
      {error && !data ? (
        <LoadError text={t('mine.loadError')} retryLabel={t('mine.retry')} onRetry={() => void refetch()} />
      ) : data && memberships.length === 0 ? (
        <EmptyState icon={Crown} text={t('mine.none')} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('mine.title')}>
          {memberships.map((membership) => (
            <MembershipItem key={membership.id} membership={membership} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MembershipItem({ membership }: { membership: MembershipCardFragment }) {
  const { t } = useTranslation('memberships');
  const { money } = useMoney();
  const formatDate = useFormatDate();
  const { fromError } = useServerMessage();
  const [confirming, setConfirming] = useState(false);
  // The answer is the same membership (normalized by id): the card updates in place.
  const [cancel] = useMutation(CancelMembershipDocument);
  const live = membership.status === 'ACTIVE' || membership.status === 'GRACE';
  const onCancel = () =>
    cancel({ variables: { id: membership.id } })
      .then(() => toast({ title: t('mine.cancelled') }))
      .catch((failure: unknown) =>
        toast({ title: t('mine.failed'), description: fromError(failure), variant: 'destructive' }),
      );

  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="membership">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {membership.tier.name} · <span dir="ltr">@{membership.creatorUsername}</span>
        </h2>
        <Badge variant={live ? 'default' : 'outline'}>{t(`status.${membership.status}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t('mine.since', { date: formatDate(membership.since) })}</p>
      <p className="text-sm">
        {membership.renewsAt
          ? t('mine.renews', { date: formatDate(membership.renewsAt), price: money(membership.price) })
          : t('mine.accessUntil', { date: formatDate(membership.accessUntil) })}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t('mine.receipts')}</summary>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {membership.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap gap-x-3" data-testid="membership-receipt">
              <span>{formatDate(payment.paidAt)}</span>
              <span dir="ltr">{money(payment.amount)}</span>
              <span className="text-muted-foreground">{t('mine.reference', { reference: payment.reference })}</span>
            </li>
          ))}
        </ul>
      </details>
      {live && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setConfirming(true)}>
          {t('mine.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('mine.cancelTitle', { name: membership.tier.name })}
        description={t('mine.cancelText', { date: formatDate(membership.currentPeriodEnd) })}
        confirmLabel={t('mine.cancel')}
        cancelLabel={t('mine.keep')}
        destructive
        onConfirm={() => void onCancel()}
      />
    </li>
  );
}
