import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TierFieldsFragment } from '@/gql/graphql';
import { useMoney } from '@/lib/money-format';
import { useServerMessage } from '@/lib/server-message';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { toast } from '@/ui/use-toast';
import { Crown } from 'lucide-react';
import { RetireTierDocument } from './membership-operations';
import { TierFormDialog } from './tier-form-dialog';

/** The creator's tiers as cards: price, perks, members, state, and Edit and Retire. */
export function TierList({ tiers }: { tiers: readonly TierFieldsFragment[] }) {
  const { t } = useTranslation('memberships');
  const { money } = useMoney();
  const { fromError } = useServerMessage();
  const [editing, setEditing] = useState<TierFieldsFragment | null>(null);
  const [retiring, setRetiring] = useState<TierFieldsFragment | null>(null);
  const [retire] = useMutation(RetireTierDocument);

  if (tiers.length === 0) return <EmptyState icon={Crown} text={t('creator.noTiers')} />;
  const onRetire = (tier: TierFieldsFragment) =>
    retire({ variables: { id: tier.id } }).catch((failure: unknown) =>
      toast({ title: t('creator.retireFailed'), description: fromError(failure), variant: 'destructive' }),
    );

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('creator.tiers')}>
        {tiers.map((tier) => (
          <li key={tier.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="tier">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold break-words">{tier.name}</h3>
              <Badge variant={tier.retiredAt ? 'outline' : tier.isOpen ? 'default' : 'secondary'}>
                {tier.retiredAt ? t('creator.retired') : tier.isOpen ? t('creator.open') : t('creator.closed')}
              </Badge>
            </div>
            <p className="text-lg font-bold" dir="ltr">
              {t('join.perMonth', { price: money(tier.price) })}
            </p>
            {tier.description && (
              <p className="text-sm whitespace-pre-wrap text-muted-foreground">{tier.description}</p>
            )}
            <p className="text-sm">{t('creator.membersCount', { count: tier.membersCount })}</p>
            {!tier.retiredAt && (
              <div className="mt-auto flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(tier)}>
                  {t('creator.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRetiring(tier)}>
                  {t('creator.retire')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing && <TierFormDialog tier={editing} open onOpenChange={(open) => !open && setEditing(null)} />}
      {retiring && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRetiring(null)}
          title={t('creator.retireTitle', { name: retiring.name })}
          description={t('creator.retireText')}
          confirmLabel={t('creator.retire')}
          cancelLabel={t('creator.keep')}
          destructive
          onConfirm={() => void onRetire(retiring)}
        />
      )}
    </>
  );
}
