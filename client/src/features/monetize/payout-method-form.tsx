import { useMutation } from '@apollo/client/react';
import { CRYPTO_NETWORKS, MOBILE_MONEY_PROVIDERS, PAYOUT_METHOD_KINDS } from '@kuza/common';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverErrorField } from '@/apollo/errors';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { DialogFooter } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/use-toast';
import type { PayoutMethodFormInput, PayoutMethodFormValues } from './payout-method-values';
import { AddPayoutMethodDocument, PayoutMethodFragment } from './wallet-operations';

/** Operators' and networks' own names: brands, not translated. */
export const PROVIDER_NAMES: Record<(typeof MOBILE_MONEY_PROVIDERS)[number], string> = {
  MPESA: 'M-Pesa',
  MTN: 'MTN MoMo',
  AIRTEL: 'Airtel Money',
  VODAFONE: 'Vodafone Cash',
  ORANGE: 'Orange Money',
  TIGO: 'Tigo Pesa',
};
const NETWORKS = Object.keys(CRYPTO_NETWORKS);

const EMPTY: PayoutMethodFormValues = {
  kind: 'MOBILE_MONEY',
  provider: '',
  phoneNumber: '',
  bankCode: '',
  accountNumber: '',
  accountName: '',
  network: '',
  address: '',
  password: '',
};

const selectClass = 'h-9 rounded-md border bg-background px-2 text-sm';

/** Adds a Mobile Money number, a bank account or a crypto address to the account; asks for the password again. */
export function PayoutMethodForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('monetize');
  const { textOf, fromError } = useServerMessage();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayoutMethodFormValues, unknown, PayoutMethodFormInput>({
    resolver: useLazyResolver(() => import('./money-resolvers').then((m) => m.payoutMethodResolver)),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const kind = useWatch({ control, name: 'kind' });
  const [add] = useMutation(AddPayoutMethodDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      const ref = cache.writeFragment({
        fragment: PayoutMethodFragment,
        fragmentName: 'PayoutMethod_method',
        data: data.addPayoutMethod,
      });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: { payoutMethods: (existing) => [...((existing as readonly unknown[] | undefined) ?? []), ref] },
      });
    },
  });

  const onValid = async (input: PayoutMethodFormInput) => {
    try {
      await add({ variables: { input } });
    } catch (failure) {
      const field = serverErrorField(failure);
      const text = fromError(failure, t('failed'));
      if (field === 'password') return setError('password', { type: 'server', message: text });
      return toast({ title: t('methods.notAdded'), description: text, variant: 'destructive' });
    }
    toast({ title: t('methods.added') });
    onDone();
  };

  const field = (name: FieldPath<PayoutMethodFormValues>, label: string, input: ReactNode) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} role="alert" className="text-sm text-destructive">
          {textOf(errors[name]?.message)}
        </p>
      )}
    </div>
  );
  const attrs = (name: FieldPath<PayoutMethodFormValues>) => ({
    id: `${id}-${name}`,
    ...(errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {}),
    ...register(name),
  });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-2 text-sm font-medium">{t('methods.kind')}</legend>
        {PAYOUT_METHOD_KINDS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...register('kind')} />
            {t(`methodKinds.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'MOBILE_MONEY' && (
        <>
          {field(
            'provider',
            t('methods.provider'),
            <select className={selectClass} {...attrs('provider')}>
              <option value="">{t('methods.choose')}</option>
              {MOBILE_MONEY_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {PROVIDER_NAMES[provider]}
                </option>
              ))}
            </select>,
          )}
          {field(
            'phoneNumber',
            t('methods.phoneNumber'),
            <Input type="tel" dir="ltr" autoComplete="tel" placeholder="+254712345678" {...attrs('phoneNumber')} />,
          )}
        </>
      )}
      {kind === 'BANK_TRANSFER' && (
        <>
          {field('bankCode', t('methods.bankCode'), <Input dir="ltr" {...attrs('bankCode')} />)}
          {field(
            'accountNumber',
            t('methods.accountNumber'),
            <Input dir="ltr" inputMode="numeric" {...attrs('accountNumber')} />,
          )}
          {field('accountName', t('methods.accountName'), <Input {...attrs('accountName')} />)}
        </>
      )}
      {kind === 'CRYPTO' && (
        <>
          {field(
            'network',
            t('methods.network'),
            <select className={selectClass} {...attrs('network')}>
              <option value="">{t('methods.choose')}</option>
              {NETWORKS.map((network) => (
                <option key={network} value={network}>
                  {t(`networks.${network}`, { defaultValue: network })}
                </option>
              ))}
            </select>,
          )}
          {field('address', t('methods.address'), <Input dir="ltr" {...attrs('address')} />)}
        </>
      )}
      {field(
        'password',
        t('methods.password'),
        <Input type="password" autoComplete="current-password" {...attrs('password')} />,
      )}
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('methods.adding') : t('methods.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
