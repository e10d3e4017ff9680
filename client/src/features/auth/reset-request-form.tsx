import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetRequestSchema } from '@kuza/common';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { AuthField } from './auth-field';
import { useRequestPasswordReset } from './use-auth-mutations';
import { useAuthFeedback } from './use-auth-feedback';

type ResetRequestInput = { email: string };
const FIELDS = ['email'] as const;

/** The Reset Password view of /auth: one e-mail field, Send Reset Link and Back to Login. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const { onInvalid, onServerError, translate } = useAuthFeedback<ResetRequestInput>(FIELDS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  const onValid = async ({ email }: ResetRequestInput) => {
    try {
      await requestReset(email);
      toast({ title: t('toasts.resetSentTitle'), description: t('toasts.resetSentText') });
      onBack();
    } catch (error) {
      onServerError(t('toasts.resetFailed'), error, setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid gap-4"
      aria-label={t('reset.formLabel')}
    >
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">{t('reset.title')}</h3>
        <p className="text-sm text-muted-foreground">{t('reset.description')}</p>
      </div>
      <AuthField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} disabled={isSubmitting}>
        {t('reset.back')}
      </Button>
    </form>
  );
}
