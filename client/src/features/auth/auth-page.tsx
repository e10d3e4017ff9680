import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useAuth } from './auth-context';
import { AuthShell } from './auth-shell';
import { watchAuthLanguage } from './language-choice';
import { LoginForm } from './login-form';
import { ResetRequestForm } from './reset-request-form';
import { useAuthTab, useReturnPath } from './return-path';
import { SignUpForm } from './signup-form';

type Tab = 'login' | 'signup';

/**
 * /auth: Login (default) and Sign Up tabs, and the Reset Password view (spec §2.2, §4). Tabs and views are local
 * state, not navigation, so the return path in router state survives switching between them.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { session } = useAuth();
  const returnPath = useReturnPath();
  const [tab, setTab] = useState<Tab>(useAuthTab());
  const [resetting, setResetting] = useState(false);
  // Issue 33: a language picked here is kept at sign-up and wins at sign-in.
  useEffect(() => watchAuthLanguage(), []);

  if (session) return <Navigate to={returnPath} replace />;

  return (
    <AuthShell>
      <Card className="shadow-xl shadow-primary/5">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{t('card.title')}</CardTitle>
          <CardDescription>{t('card.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {resetting ? (
            <ResetRequestForm onBack={() => setResetting(false)} />
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
                <TabsTrigger value="signup">{t('tabs.signup')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onForgotPassword={() => setResetting(true)} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
