import { useMutation, useQuery } from '@apollo/client/react';
import { FEE_SCHEDULE } from '@kuza/common';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestMode } from '@/features/monetize';
import type { TierFieldsFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { JoinMembershipDocument, JoinTiersDocument } from './membership-operations';
import { navigation } from './navigation';

interface JoinMembershipDialogProps {
  creatorUsername: string;
  /** The creator's post the reader came from, named in the join. */
  fromPostId?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The creator's tiers with Join each: off to the gateway's checkout page to pay the first month. */
export function JoinMembershipDialog({
  creatorUsername,
  fromPostId = null,
  open,
  onOpenChange,
}: JoinMembershipDialogProps) {
  const { t } = useTranslation('memberships');
  const testMode = useTestMode();
  const { data, error } = useQuery(JoinTiersDocument, { variables: { username: creatorUsername } });
  const tiers = data?.membershipTiers ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('join.title', { username: creatorUsername })}</DialogTitle>
          <DialogDescription>
            {t('join.description', { percent: FEE_SCHEDULE.subscription.creatorBp / 100 })}
          </DialogDescription>
        </DialogHeader>
        {testMode && (
          <p role="note" className="rounded-md border border-ochre px-3 py-2 text-sm" data-testid="test-mode">
            {t('join.testMode')}
          </p>
        )}
        {error ? (
          <p role="alert">{t('join.loadError')}</p>
        ) : !data ? (
          <Spinner />
        ) : tiers.length === 0 ? (
          <p>{t('join.none', { username: creatorUsername })}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {tiers.map((tier) => (
              <TierOffer key={tier.id} tier={tier} fromPostId={fromPostId} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TierOffer({ tier, fromPostId }: { tier: TierFieldsFragment; fromPostId: string | null }) {
  const { t } = useTranslation('memberships');
  const { money } = useMoney();
  const { fromError } = useServerMessage();
  const [busy, setBusy] = useState(false);
  // One idempotency key per tier while the dialog is open: a double click answers the same checkout.
  const key = useRef(crypto.randomUUID());
  const [join] = useMutation(JoinMembershipDocument);
  const onJoin = async () => {
    setBusy(true);
    try {
      const { data } = await join({
        variables: { tierId: tier.id, idempotencyKey: key.current, postId: fromPostId },
      });
      if (data) navigation.go(data.joinMembership.checkoutUrl);
    } catch (failure) {
      toast({ title: t('join.failed'), description: fromError(failure), variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3" data-testid="tier-offer">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{tier.name}</h3>
        <span className="font-bold" dir="ltr">
          {t('join.perMonth', { price: money(tier.price) })}
        </span>
      </div>
      {tier.description && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{tier.description}</p>}
      {tier.viewerIsMember ? (
        <p className="text-sm font-medium">{t('join.member')}</p>
      ) : !tier.isOpen ? (
        <p className="text-sm text-muted-foreground">{t('join.closed')}</p>
      ) : (
        <Button className="self-start" disabled={busy} onClick={() => void onJoin()}>
          {t('join.joinTier', { name: tier.name })}
        </Button>
      )}
    </li>
  );
}
