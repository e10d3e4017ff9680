import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signInSchema, type SignInInput } from '@kuza/common';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { AuthField } from './auth-field';
import { useReturnPath } from './return-path';
import { useSignIn } from './use-auth-mutations';
import { useAuthFeedback } from './use-auth-feedback';

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signIn = useSignIn();
  const { onInvalid, onServerError, translate } = useAuthFeedback<SignInInput>(FIELDS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onValid = async (values: SignInInput) => {
    try {
      await signIn(values);
      toast({ title: t('toasts.loginSuccessTitle'), description: t('toasts.loginSuccessText') });
      navigate(returnPath, { replace: true });
    } catch (error) {
      onServerError(t('toasts.loginFailed'), error, setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid gap-4"
      aria-label={t('login.formLabel')}
    >
      <AuthField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <AuthField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('placeholders.password')}
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
