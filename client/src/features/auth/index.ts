export { AuthProvider } from './auth-provider';
export { useAuth, type AuthContextValue } from './auth-context';
export { RequireAuth } from './require-auth';
export { useSignOut } from './use-sign-out';
