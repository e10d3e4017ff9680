import { useEffect } from 'react';
import { sessionStore } from '@/apollo/session-store';
import { useAuth } from '@/features/auth';
import { onLanguageChosen } from '@/i18n';

// The API client stays out of the first download: it loads only for a signed-in reader.
const loadSync = () => import('./account-language');

/** Keeps the interface language and the signed-in account's language preference in step. Renders nothing. */
export function AccountLanguageSync() {
  const { user, loading } = useAuth();
  const userId = user?.id;

  useEffect(
    () =>
      onLanguageChosen((language) => {
        if (!sessionStore.get()) return;
        loadSync()
          .then((sync) => sync.saveAccountLanguage(language))
          .catch((error: unknown) => console.warn('Could not save the language to the account', error));
      }),
    [],
  );

  useEffect(() => {
    if (loading || !userId) return;
    loadSync()
      .then((sync) => sync.syncAccountLanguage())
      .catch((error: unknown) => console.warn('Could not read the account language', error));
  }, [loading, userId]);

  return null;
}
