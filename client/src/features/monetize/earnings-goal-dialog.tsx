import { useMutation } from '@apollo/client/react';
import { formatMinor, isCurrency } from '@kuza/common';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyValue } from '@/lib/money-format';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { AmountCurrencyFields } from '@/ui/amount-currency-fields';
import { toast } from '@/ui/use-toast';
import { SetEarningsGoalDocument } from './earnings-operations';
import type { GoalFormInput, GoalFormValues } from './goal-schema';

interface EarningsGoalDialogProps {
  goal: MoneyValue | null;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The creator sets their own monthly earnings goal (setEarningsGoal); the panel's progress follows it. */
export function EarningsGoalDialog({ goal, currency, open, onOpenChange }: EarningsGoalDialogProps) {
  const { t } = useTranslation('monetize');
  const { fromError } = useServerMessage();
  const start = goal && isCurrency(goal.currency) ? goal.currency : isCurrency(currency) ? currency : 'USD';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GoalFormValues, unknown, GoalFormInput>({
    resolver: useLazyResolver(() => import('./money-resolvers').then((m) => m.goalResolver)),
    defaultValues: {
      amount: goal && isCurrency(goal.currency) ? formatMinor(BigInt(goal.amountMinor), goal.currency) : '',
      currency: start,
    },
    shouldFocusError: false,
  });
  const [save] = useMutation(SetEarningsGoalDocument, {
    // Every earnings answer carries the goal: the panel asks again with the new one.
    refetchQueries: ['EarningsSummary'],
  });

  const onValid = async (input: GoalFormInput) => {
    try {
      await save({ variables: { input } });
    } catch (failure) {
      return toast({ title: t('goal.notSaved'), description: fromError(failure, t('failed')), variant: 'destructive' });
    }
    toast({ title: t('goal.saved') });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('goal.title')}</DialogTitle>
          <DialogDescription>{t('goal.text')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
          <AmountCurrencyFields
            amount={register('amount')}
            currency={register('currency')}
            amountLabel={t('goal.amount')}
            currencyLabel={t('goal.currency')}
            error={errors.amount && t(errors.amount.message ?? 'goal.invalid')}
          />
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {t('goal.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
