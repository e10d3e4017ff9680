import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { newPasswordSchema } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { AuthField } from './auth-field';
import { useResetPassword } from './use-auth-mutations';
import { useAuthFeedback } from './use-auth-feedback';

type NewPasswordInput = { password: string };
const FIELDS = ['password'] as const;

/** Sets a new password with the e-mailed token; success signs the user in and opens the dashboard. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [linkError, setLinkError] = useState<string>();
  const { onInvalid, onServerError, translate } = useAuthFeedback<NewPasswordInput>(FIELDS);
  const { fromError } = useServerMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });

  const onValid = async ({ password }: NewPasswordInput) => {
    setLinkError(undefined);
    try {
      await resetPassword(token, password);
      toast({ title: t('auth:toasts.passwordUpdatedTitle'), description: t('auth:toasts.passwordUpdatedText') });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // An invalid or expired link: keep the server's message on the page, not only in a 2.5 s toast.
      setLinkError(fromError(error, t('common:errors.generic')));
      onServerError(t('auth:toasts.resetFailed'), error, setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid gap-4"
      aria-label={t('auth:newPassword.formLabel')}
    >
      {linkError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {linkError}
        </p>
      )}
      <AuthField
        label={t('auth:fields.newPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth:placeholders.newPassword')}
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('auth:newPassword.submitting') : t('auth:newPassword.submit')}
      </Button>
    </form>
  );
}
