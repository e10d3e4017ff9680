import { FEE_SCHEDULE, TIP_MESSAGE_MAX } from '@kuza/common';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTestMode } from '@/features/monetize';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { AmountCurrencyFields } from '@/ui/amount-currency-fields';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { DEFAULT_TIP_CURRENCY, TIP_PRESETS } from './tip-presets';
import type { TipFormInput, TipFormValues } from './tip-schema';
import { useTip } from './use-tip';

interface TipDialogProps {
  creatorUsername: string;
  postId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Tip a creator: a preset or custom amount, a currency, an optional message; paid on the gateway's checkout page. */
export function TipDialog({ creatorUsername, postId, open, onOpenChange }: TipDialogProps) {
  const { t, i18n } = useTranslation('tips');
  const { fromError } = useServerMessage();
  const testMode = useTestMode();
  const ids = { message: useId() };
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TipFormValues, unknown, TipFormInput>({
    resolver: useLazyResolver(() => import('./tip-schema').then((m) => m.tipResolver)),
    defaultValues: { amount: TIP_PRESETS[DEFAULT_TIP_CURRENCY][1], currency: DEFAULT_TIP_CURRENCY, message: '' },
    shouldFocusError: false,
  });
  const [amount, currency] = useWatch({ control, name: ['amount', 'currency'] });
  const presets = TIP_PRESETS[currency];
  const tip = useTip({ creatorUsername, postId });

  const onValid = async (input: TipFormInput) => {
    try {
      await tip(input);
    } catch (failure) {
      toast({ title: t('failedTitle'), description: fromError(failure, t('failed')), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('title', { username: creatorUsername })}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {testMode && (
          <p role="note" className="rounded-md border border-ochre px-3 py-2 text-sm" data-testid="test-mode">
            {t('testMode')}
          </p>
        )}
        <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('presets')}</legend>
            <div className="flex flex-wrap gap-2">
              {presets.map((preset) => (
                <Button
                  key={preset}
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-pressed={amount === preset}
                  className={cn(amount === preset && 'border-primary bg-accent')}
                  onClick={() => setValue('amount', preset, { shouldValidate: false })}
                >
                  <span dir="ltr">
                    {new Intl.NumberFormat(i18n.language, {
                      style: 'currency',
                      currency,
                      maximumFractionDigits: 0,
                    }).format(BigInt(preset))}
                  </span>
                </Button>
              ))}
            </div>
          </fieldset>
          <AmountCurrencyFields
            amount={register('amount')}
            currency={register('currency')}
            amountLabel={t('amount')}
            currencyLabel={t('currency')}
            error={errors.amount && t(errors.amount.message ?? 'form.invalidAmount')}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.message}>{t('message')}</Label>
            <Textarea
              id={ids.message}
              maxLength={TIP_MESSAGE_MAX}
              placeholder={t('messagePlaceholder')}
              {...register('message')}
            />
            {errors.message && (
              <p role="alert" className="text-sm text-destructive">
                {t(errors.message.message ?? 'form.messageTooLong', { max: TIP_MESSAGE_MAX })}
              </p>
            )}
          </div>
          <p className="text-xs text-muted-foreground">{t('share', { percent: FEE_SCHEDULE.tip.creatorBp / 100 })}</p>
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('sending') : t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
