import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordValues } from '@kuza/common';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { AccountField } from './account-field';
import { AccountPageDocument, ChangePasswordDocument } from './account-operations';
import { useAccountFormFeedback } from './use-account-form-feedback';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Settings → Account: a new password, with the current one; every other device is signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const [changePassword] = useMutation(ChangePasswordDocument, { refetchQueries: [AccountPageDocument] });
  const { onServerError, translate } = useAccountFormFeedback<ChangePasswordValues>(FIELDS);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: useLazyResolver(() => import('./account-resolvers').then((m) => m.changePasswordResolver)),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onValid = async (values: ChangePasswordValues) => {
    try {
      await changePassword({ variables: values });
      reset();
      toast({ title: t('account.password.saved'), description: t('account.password.savedText') });
    } catch (error) {
      onServerError(t('account.password.failed'), error, setError);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-label={t('account.password.title')}>
      <AccountField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        error={translate(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <AccountField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        error={translate(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <p className="text-sm text-muted-foreground">{t('account.password.othersSignedOut')}</p>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('account.password.saving') : t('account.password.submit')}
      </Button>
    </form>
  );
}
