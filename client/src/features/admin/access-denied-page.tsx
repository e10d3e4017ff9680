import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Role } from '@/gql/graphql';
import { Button } from '@/ui/button';

/** What a signed-in user sees on an admin screen their roles do not open (the server would refuse its data too). */
export function AccessDeniedPage({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('admin');
  const moderatorsToo = roles.includes('MODERATOR');
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <ShieldX className="size-8" aria-hidden />
      </span>
      <h1 id="access-denied-title" className="text-3xl font-bold tracking-tight">
        {moderatorsToo ? t('accessDenied.titleStaff') : t('accessDenied.title')}
      </h1>
      <p className="text-muted-foreground">{t('accessDenied.text')}</p>
      <Button asChild variant="outline">
        <Link to="/dashboard">{t('accessDenied.back')}</Link>
      </Button>
    </section>
  );
}
