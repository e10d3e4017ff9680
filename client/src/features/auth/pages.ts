import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const AuthPage = lazyPage(() => import('./auth-page'), 'AuthPage');
export const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
