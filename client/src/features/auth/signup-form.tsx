import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signUpSchema, type SignUpInput } from '@kuza/common';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { AuthField } from './auth-field';
import { useReturnPath } from './return-path';
import { useSignUp } from './use-auth-mutations';
import { useAuthFeedback } from './use-auth-feedback';

const FIELDS = ['username', 'email', 'password'] as const;

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signUp = useSignUp();
  const { onInvalid, onServerError, translate } = useAuthFeedback<SignUpInput>(FIELDS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { username: '', email: '', password: '' },
  });

  const onValid = async (values: SignUpInput) => {
    try {
      await signUp(values);
      toast({ title: t('toasts.signupSuccessTitle'), description: t('toasts.signupSuccessText') });
      navigate(returnPath, { replace: true });
    } catch (error) {
      onServerError(t('toasts.signupFailed'), error, setError);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid gap-4"
      aria-label={t('signup.formLabel')}
    >
      <AuthField
        label={t('fields.username')}
        autoComplete="username"
        placeholder={t('placeholders.username')}
        error={translate(errors.username?.message)}
        {...register('username')}
      />
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
        autoComplete="new-password"
        placeholder={t('placeholders.newPassword')}
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}
