import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { sessionStore, type Session } from '@/apollo/session-store';
import type { SignInInput, SignUpInput } from '@/gql/graphql';
import { signInLanguage, signUpLanguage } from './language-choice';
import { RequestPasswordResetDocument, ResetPasswordDocument, SignInDocument, SignUpDocument } from './auth-operations';

/** Stores a new session and drops data cached for the previous visitor (viewer-specific fields differ). */
function useStartSession() {
  const client = useApolloClient();
  return useCallback(
    async (session: Session | undefined) => {
      if (!session) throw new Error('The server returned no session');
      sessionStore.set(session);
      await client.clearStore();
    },
    [client],
  );
}

export function useSignIn() {
  const [mutate] = useMutation(SignInDocument);
  const startSession = useStartSession();
  return useCallback(
    async (input: SignInInput) => {
      const language = signInLanguage();
      const variables = { input: language ? { ...input, language } : input };
      return startSession((await mutate({ variables })).data?.signIn);
    },
    [mutate, startSession],
  );
}

export function useSignUp() {
  const [mutate] = useMutation(SignUpDocument);
  const startSession = useStartSession();
  return useCallback(
    async (input: SignUpInput) =>
      startSession((await mutate({ variables: { input: { ...input, language: signUpLanguage() } } })).data?.signUp),
    [mutate, startSession],
  );
}

export function useRequestPasswordReset() {
  const [mutate] = useMutation(RequestPasswordResetDocument);
  return useCallback(async (email: string) => void (await mutate({ variables: { email } })), [mutate]);
}

export function useResetPassword() {
  const [mutate] = useMutation(ResetPasswordDocument);
  const startSession = useStartSession();
  return useCallback(
    async (token: string, password: string) =>
      startSession((await mutate({ variables: { token, password } })).data?.resetPassword),
    [mutate, startSession],
  );
}
