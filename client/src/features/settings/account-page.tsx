import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error';
import { PageSpinner } from '@/ui/page-spinner';
import { AccountPageDocument } from './account-operations';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

function Panel({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl border bg-card p-6 shadow-xs">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </section>
  );
}

/** /dashboard/account: change the password or the e-mail, and see and sign out signed-in devices (issue 33). */
export function AccountPage() {
  const { t } = useTranslation('settings');
  const { data, loading, error, refetch } = useQuery(AccountPageDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  return (
    <section aria-labelledby="account-title" className="mx-auto flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 id="account-title" className="text-3xl font-bold tracking-tight">
          {t('account.title')}
        </h1>
        <p className="text-muted-foreground">{t('account.subtitle')}</p>
      </header>
      {loading && !me ? (
        <PageSpinner />
      ) : error && !me ? (
        <LoadError text={t('account.loadError')} retryLabel={t('account.retry')} onRetry={() => void refetch()} />
      ) : me ? (
        <>
          <Panel id="account-password" title={t('account.password.title')} text={t('account.password.text')}>
            <ChangePasswordForm />
          </Panel>
          <Panel id="account-email" title={t('account.email.title')} text={t('account.email.text')}>
            <ChangeEmailForm email={me.email} pendingEmail={me.pendingEmail ?? null} />
          </Panel>
          <Panel id="account-sessions" title={t('account.sessions.title')} text={t('account.sessions.text')}>
            <SessionsList sessions={data.sessions} />
          </Panel>
        </>
      ) : null}
    </section>
  );
}
