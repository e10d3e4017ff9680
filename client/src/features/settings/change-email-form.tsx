import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChangeEmailValues } from '@kuza/common';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { AccountField } from './account-field';
import { AccountPageDocument, ChangeEmailDocument } from './account-operations';
import { useAccountFormFeedback } from './use-account-form-feedback';

const FIELDS = ['newEmail', 'password'] as const;

/** Settings → Account: a new e-mail address, which applies once the link sent to it is opened. */
export function ChangeEmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { t } = useTranslation('settings');
  const [changeEmail] = useMutation(ChangeEmailDocument, { refetchQueries: [AccountPageDocument] });
  const { onServerError, translate } = useAccountFormFeedback<ChangeEmailValues>(FIELDS);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues>({
    resolver: useLazyResolver(() => import('./account-resolvers').then((m) => m.changeEmailResolver)),
    defaultValues: { newEmail: '', password: '' },
  });

  const onValid = async (values: ChangeEmailValues) => {
    try {
      await changeEmail({ variables: values });
      reset();
      toast({ title: t('account.email.sent'), description: t('account.email.sentText', { email: values.newEmail }) });
    } catch (error) {
      onServerError(t('account.email.failed'), error, setError);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-label={t('account.email.title')}>
      <p className="text-sm">{t('account.email.current', { email })}</p>
      {pendingEmail && (
        <p role="status" className="rounded-md border bg-accent/40 p-3 text-sm">
          {t('account.email.pending', { email: pendingEmail })}
        </p>
      )}
      <AccountField
        label={t('account.email.new')}
        type="email"
        autoComplete="email"
        error={translate(errors.newEmail?.message)}
        {...register('newEmail')}
      />
      <AccountField
        label={t('account.email.password')}
        type="password"
        autoComplete="current-password"
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('account.email.sending') : t('account.email.submit')}
      </Button>
    </form>
  );
}
