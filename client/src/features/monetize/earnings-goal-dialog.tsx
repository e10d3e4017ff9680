import { useMutation } from '@apollo/client/react';
import { CURRENCY_CODES, formatMinor, isCurrency } from '@kuza/common';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyValue } from '@/lib/money-format';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
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
  const ids = { amount: useId(), currency: useId() };
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
          <div className="flex gap-3">
            <div className="flex flex-1 flex-col gap-2">
              <Label htmlFor={ids.amount}>{t('goal.amount')}</Label>
              <Input
                id={ids.amount}
                inputMode="decimal"
                dir="ltr"
                aria-invalid={errors.amount ? true : undefined}
                {...register('amount')}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.currency}>{t('goal.currency')}</Label>
              <select id={ids.currency} className="h-9 rounded-md border bg-background px-2" {...register('currency')}>
                {CURRENCY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {errors.amount && (
            <p role="alert" className="text-sm text-destructive">
              {t(errors.amount.message ?? 'goal.invalid')}
            </p>
          )}
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
