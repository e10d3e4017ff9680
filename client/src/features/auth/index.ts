import { lazyPage } from '@/lib/lazy-page';

// What the app and other features use: the session (provider, context for tests, hook), the guard of signed-in
// routes, sign out, and the sign-in and reset pages (each its own chunk).
export { AuthProvider } from './auth-provider';
export { AuthContext, useAuth, type AuthContextValue } from './auth-context';
export { RequireAuth } from './require-auth';
export { useSignOut } from './use-sign-out';
export const AuthPage = lazyPage(() => import('./auth-page'), 'AuthPage');
export const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
