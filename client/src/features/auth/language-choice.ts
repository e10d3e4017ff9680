import { i18n, onLanguageChosen } from '@/i18n';

// Issue 33: the language chosen on /auth is kept. A choice made during this visit of /auth is remembered here.
let chosen: string | null = null;

/** Watches for a language chosen while /auth is open (AuthPage calls it on mount); a new visit starts afresh. */
export function watchAuthLanguage(): () => void {
  chosen = null;
  const stop = onLanguageChosen((language) => {
    chosen = language;
  });
  return () => void stop();
}

/** Sign-in: only a choice made on /auth in this visit overrides the account's stored language. */
export const signInLanguage = (): string | null => chosen;

/** Sign-up: the language the visitor sees (chosen here or before) becomes the account's. */
export const signUpLanguage = (): string => chosen ?? i18n.language;
