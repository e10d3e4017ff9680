import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogIndex, loadLanguage, resources } from '@/i18n/resources';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, isLanguageCode, languageDirection } from './languages';

export const i18n = i18next.createInstance();

/** A language is offered once its app-shell catalog (common) exists; feature catalogs may arrive earlier. */
export function isAvailable(code: string): boolean {
  return isLanguageCode(code) && (catalogIndex[code] ?? []).includes('common');
}

function preferredLanguage(): string {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored && isAvailable(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.split('-')[0];
  return isAvailable(browser) ? browser : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

async function switchTo(language: string): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) {
    const catalogs = await loadLanguage(language);
    for (const [namespace, catalog] of Object.entries(catalogs)) i18n.addResourceBundle(language, namespace, catalog, true, true);
  }
  await i18n.changeLanguage(language);
}

/**
 * Initialises the app's i18next instance synchronously with the bundled catalogs (English), then switches
 * to the reader's language once its catalogs have loaded. Safe to call twice.
 */
export function initI18n(language?: string) {
  if (i18n.isInitialized) return i18n;
  const preferred = language ?? preferredLanguage();
  const ready = resources[preferred]?.common !== undefined;
  i18n.on('languageChanged', applyDocumentLanguage);
  void i18n.use(initReactI18next).init({
    resources,
    lng: ready ? preferred : DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES.map((item) => item.code),
    // One namespace per feature, one file each (locales/<lng>/<namespace>.json): adding a file adds the namespace.
    ns: catalogIndex[DEFAULT_LANGUAGE] ?? [],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React already escapes.
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(i18n.language);
  if (!ready && preferred !== DEFAULT_LANGUAGE) void switchTo(preferred);
  return i18n;
}

/** Switches the interface language (fetching its catalogs) and remembers the choice. */
export async function changeLanguage(language: string): Promise<void> {
  if (!isAvailable(language)) return;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await switchTo(language);
}
