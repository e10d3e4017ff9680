import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth';
import { useToast } from '@/ui/use-toast';

// The toast UI (Radix) downloads with the first toast; pages that never toast never pay for it.
const Toaster = lazy(() => import('@/ui/toast').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** What every screen may rely on: the session and the toast area. Data screens add Apollo via ApolloLayout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <LazyToaster />
    </AuthProvider>
  );
}
