import { useQuery } from '@apollo/client/react';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useMoney } from '@/lib/money-format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen-header';
import { Spinner } from '@/ui/spinner';
import { recallTip } from './pending-tip';
import { CheckoutStatusDocument, PostTipsCountDocument } from './tip-operations';

/** How often a pending checkout is asked about (the gateway's webhook usually lands within a second or two). */
export const CHECKOUT_POLL_MS = 1_500;

/**
 * /dashboard/checkout/:id, where the gateway sends the payer back: the checkout's status, asked again until it is PAID
 * or FAILED; a paid tip then updates its post's tip count.
 */
export function CheckoutPage() {
  const { t } = useTranslation('tips');
  const { money } = useMoney();
  const { id = '' } = useParams();
  const [tip] = useState(() => recallTip(id));
  const { data, error, startPolling, stopPolling } = useQuery(CheckoutStatusDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const checkout = data?.checkout;
  const pending = !checkout || checkout.status === 'PENDING';
  useEffect(() => {
    if (pending && !error && data?.checkout !== null) startPolling(CHECKOUT_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [pending, error, data, startPolling, stopPolling]);
  // Once paid, the post's count is read again: the cache's copy of the post (feed, post page) follows.
  useQuery(PostTipsCountDocument, {
    variables: { id: tip?.postId ?? '' },
    skip: checkout?.status !== 'PAID' || !tip?.postId,
    fetchPolicy: 'network-only',
  });

  const amount = checkout ? money({ amountMinor: checkout.amountMinor, currency: checkout.currency }) : '';
  // Back where the payment began: the post it pays for (a tip's, a purchase's, a join's from a locked post).
  const postId = checkout?.postId ?? tip?.postId ?? null;
  const back = postId ? `/dashboard/post/${postId}` : tip ? `/dashboard/u/${tip.creatorUsername}` : '/dashboard';

  return (
    <section aria-labelledby="checkout-title" className="mx-auto flex max-w-xl flex-col gap-6">
      <ScreenHeader id="checkout-title" title={t('checkout.title')}>
        {checkout?.testMode && (
          <Badge variant="outline" className="border-ochre" data-testid="test-mode">
            {t('testMode')}
          </Badge>
        )}
      </ScreenHeader>
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
        {data && checkout === null ? (
          <p>{t('checkout.notFound')}</p>
        ) : !checkout ? (
          <Spinner />
        ) : checkout.status === 'PENDING' ? (
          <>
            <Hourglass aria-hidden className="size-10 text-ochre" />
            <p role="status" data-testid="checkout-status">
              {t('checkout.pending')}
            </p>
          </>
        ) : checkout.status === 'PAID' ? (
          <>
            <CircleCheck aria-hidden className="size-10 text-success" />
            <p role="status" className="text-lg font-semibold" data-testid="checkout-status">
              {tip ? t('checkout.paidTip', { amount, username: tip.creatorUsername }) : t('checkout.paid', { amount })}
            </p>
          </>
        ) : (
          <>
            <CircleX aria-hidden className="size-10 text-destructive" />
            <p role="status" className="text-lg font-semibold" data-testid="checkout-status">
              {t('checkout.failed')}
            </p>
          </>
        )}
        <Button asChild variant="outline">
          <Link to={back}>{postId ? t('checkout.backToPost') : t('checkout.back')}</Link>
        </Button>
      </div>
    </section>
  );
}
