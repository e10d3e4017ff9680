// What the app and other features use: the session (provider, context for tests, hook), the guard of signed-in
// routes and sign out. Its pages are in pages.ts.
export { AuthProvider } from './auth-provider';
export { AuthContext, useAuth, type AuthContextValue } from './auth-context';
export { RequireAuth } from './require-auth';
export { useSignOut } from './use-sign-out';
export { SignInPrompt, useSignInFirst } from './sign-in-prompt';
export { returnPathState } from './return-path';
export { EmailConfirmationBanner } from './email-confirmation-banner';
