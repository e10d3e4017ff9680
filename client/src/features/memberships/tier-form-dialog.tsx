import { useMutation } from '@apollo/client/react';
import { MEMBERSHIP_LIMITS, type MembershipTierFormInput } from '@kuza/common';
import type { MembershipTierFormValues } from '@kuza/common';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import type { TierFieldsFragment } from '@/gql/graphql';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { currencyExponent, minorToDecimal } from '@/lib/money-format';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { AmountCurrencyFields } from '@/ui/amount-currency-fields';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { CreateTierDocument, UpdateTierDocument } from './membership-operations';

interface TierFormDialogProps {
  /** The tier edited; none for a new one. */
  tier?: TierFieldsFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const emptyTier: MembershipTierFormValues = { name: '', description: '', price: '', currency: 'USD', isOpen: true };

/** A tier's name, perks, monthly price and currency (fixed once created), and whether it is open. */
export function TierFormDialog({ tier, open, onOpenChange }: TierFormDialogProps) {
  const { t } = useTranslation('memberships');
  const { textOf, fromError } = useServerMessage();
  const { user } = useAuth();
  const ids = { name: useId(), description: useId(), open: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MembershipTierFormValues, unknown, MembershipTierFormInput>({
    resolver: useLazyResolver(() => import('./tier-schema').then((m) => m.tierResolver)),
    defaultValues: tier
      ? {
          name: tier.name,
          description: tier.description,
          price: minorToDecimal(tier.price.amountMinor, currencyExponent(tier.price.currency)),
          currency: tier.price.currency as MembershipTierFormValues['currency'],
          isOpen: tier.isOpen,
        }
      : emptyTier,
  });
  // A new tier joins the creator's list in the cache; an edited one updates in place (normalized by id).
  const [create] = useMutation(CreateTierDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          // Only the creator's own list (the field is stored once per creatorUsername).
          membershipTiers(existing: unknown, { toReference, storeFieldName }) {
            if (!storeFieldName.includes(JSON.stringify(user?.username ?? ''))) return existing;
            const list = Array.isArray(existing) ? existing : [];
            return [...list, toReference(data.createMembershipTier)];
          },
        },
      });
    },
  });
  const [update] = useMutation(UpdateTierDocument);

  const onValid = async (form: MembershipTierFormInput) => {
    const common = { name: form.name, description: form.description, priceMinor: form.priceMinor.toString() };
    try {
      if (tier) await update({ variables: { input: { ...common, id: tier.id, isOpen: form.isOpen } } });
      else await create({ variables: { input: { ...common, currency: form.currency, isOpen: form.isOpen } } });
      onOpenChange(false);
    } catch (failure) {
      toast({ title: t('form.failed'), description: fromError(failure, t('form.failed')), variant: 'destructive' });
    }
  };
  const fieldError = (message: string | undefined) =>
    message ? (
      <p role="alert" className="text-sm text-destructive">
        {textOf(message)}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{tier ? t('form.editTitle', { name: tier.name }) : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{t('form.priceNote')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.name}>{t('form.name')}</Label>
            <Input id={ids.name} maxLength={MEMBERSHIP_LIMITS.nameMax} {...register('name')} />
            {fieldError(errors.name?.message)}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.description}>{t('form.description')}</Label>
            <Textarea id={ids.description} maxLength={MEMBERSHIP_LIMITS.descriptionMax} {...register('description')} />
            {fieldError(errors.description?.message)}
          </div>
          <AmountCurrencyFields
            amount={register('price')}
            currency={register('currency')}
            amountLabel={t('form.price')}
            currencyLabel={t('form.currency')}
            error={textOf(errors.price?.message)}
            currencyLocked={Boolean(tier)}
          />
          <label htmlFor={ids.open} className="flex items-center gap-2 text-sm">
            <input id={ids.open} type="checkbox" className="size-4" {...register('isOpen')} />
            {t('form.isOpen')}
          </label>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('form.saving') : t('form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
