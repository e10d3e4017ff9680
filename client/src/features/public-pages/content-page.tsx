import type { ReactNode } from 'react';
import { useAuth, SignInPrompt } from '@/features/auth';

/** The frame of a public content page: the page, and for a visitor without an account, how to join in. */
export function ContentPage({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const { user, loading } = useAuth();
  return (
    <section aria-labelledby={labelledBy} className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8 sm:px-6">
      {!loading && !user && <SignInPrompt />}
      {children}
    </section>
  );
}
