import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useServerMessage } from '@/lib/server-message';
import { buttonVariants } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { AuthShell } from './auth-shell';
import { NewPasswordForm } from './new-password-form';

/** /auth/reset-password?token=...: the page the password-reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { text } = useServerMessage();
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <AuthShell>
      <Card className="shadow-xl shadow-primary/5">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{t('newPassword.title')}</CardTitle>
          <CardDescription>{t('newPassword.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {token ? (
            <NewPasswordForm token={token} />
          ) : (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {text('validation.invalidResetToken')}
            </p>
          )}
          <Link to="/auth" className={buttonVariants({ variant: 'ghost' })}>
            {t('reset.back')}
          </Link>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
