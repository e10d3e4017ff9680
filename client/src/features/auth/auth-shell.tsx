import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '@/ui/logo';

/** Warm full-page backdrop shared by /auth and /auth/reset-password. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center gap-8 overflow-hidden bg-gradient-to-br from-background via-secondary/60 to-accent px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -end-32 size-96 rounded-full bg-ochre/20 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-40 -start-24 size-96 rounded-full bg-primary/15 blur-3xl"
      />
      <Link
        to="/"
        className="relative rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <Logo />
      </Link>
      <main className="relative w-full max-w-md">{children}</main>
      <p className="relative text-center text-sm text-muted-foreground">{t('shell.tagline')}</p>
    </div>
  );
}
