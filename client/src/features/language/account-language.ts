import { loadApolloClient } from '@/apollo/load-client';
import { graphql } from '@/gql';
import { applyLanguage, i18n } from '@/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';

// The account's language lives in the account settings (issue 7's mySettings / updateSettings).
export const AccountLanguageDocument = graphql(`
  query AccountLanguage {
    mySettings {
      id
      language
    }
  }
`);

export const SaveAccountLanguageDocument = graphql(`
  mutation SaveAccountLanguage($language: String!) {
    updateSettings(input: { language: $language }) {
      id
      language
    }
  }
`);

// Bumped by every choice the reader makes, so an account answer that arrives later never overrides it.
let choices = 0;

/** Saves a language the signed-in reader just chose to their account. */
export async function saveAccountLanguage(language: string): Promise<void> {
  choices += 1;
  const client = await loadApolloClient();
  await client.mutate({ mutation: SaveAccountLanguageDocument, variables: { language } });
}

function choseOnThisDevice(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * After sign-in (or on opening Kuza signed in): the account's language wins, so a choice follows the reader to
 * every device. An account without one adopts the language chosen on this device, if the reader chose one.
 */
export async function syncAccountLanguage(): Promise<void> {
  const before = choices;
  const client = await loadApolloClient();
  const { data } = await client.query({ query: AccountLanguageDocument, fetchPolicy: 'network-only' });
  if (choices !== before) return;
  const saved = data?.mySettings.language;
  if (saved) {
    if (saved !== i18n.language) await applyLanguage(saved);
  } else if (choseOnThisDevice()) {
    await saveAccountLanguage(i18n.language);
  }
}
