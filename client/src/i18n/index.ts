import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogIndex, loadNamespace, resources } from '@/i18n/resources';
import { pickLanguage } from './detect-language';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isLanguageCode,
  languageDirection,
  type LanguageCode,
} from './languages';

export const i18n = i18next.createInstance();

/** A language is offered once its app-shell catalog (common) exists; feature catalogs may arrive earlier. */
export function isAvailable(code: string): code is LanguageCode {
  return isLanguageCode(code) && (catalogIndex[code] ?? []).includes('common');
}

function readStoredLanguage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // Storage may be blocked; the browser's language still applies.
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The reader's saved choice, else the browser's first language that Kuza speaks, else English. */
export function preferredLanguage(): LanguageCode {
  return pickLanguage(readStoredLanguage(), browserLanguages(), isAvailable);
}

// `<html lang>` always names the language shown, and Arabic turns the whole document right-to-left.
function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
  // Many devices have no Ethiopic font: ship one, downloaded only by readers who choose Amharic.
  if (language === 'am') void import('@fontsource-variable/noto-sans-ethiopic/index.css');
}

// Fetches a catalog the first time a screen needs its namespace (see resources.ts).
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (catalog) => callback(null, catalog ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Initialises the app's i18next instance in the reader's language. English with the landing page's
 * catalogs is ready at once; another language or namespace suspends the screen until its catalogs arrive.
 * Safe to call twice.
 */
export function initI18n(language?: string) {
  if (i18n.isInitialized) return i18n;
  const lng = language && isAvailable(language) ? language : preferredLanguage();
  i18n.on('languageChanged', applyDocumentLanguage);
  void i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES.map((item) => item.code),
      // One namespace per feature, one file each (locales/<lng>/<namespace>.json); screens load theirs on use.
      ns: ['common', 'public'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React already escapes.
      returnNull: false,
      returnEmptyString: false,
      initAsync: false,
      react: { useSuspense: true },
    });
  return i18n;
}

type LanguageListener = (language: LanguageCode) => void;
const listeners = new Set<LanguageListener>();

/** Called after the reader picks a language (not when one is applied from their account): to save it there. */
export function onLanguageChosen(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the interface in `language` (fetching its catalogs first) and remembers it on this device. */
export async function applyLanguage(language: string): Promise<boolean> {
  if (!isAvailable(language)) return false;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this visit.
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return true;
}

/** The reader chose a language: switch, remember it here, and tell whoever saves it to the account. */
export async function changeLanguage(language: string): Promise<void> {
  if (!(await applyLanguage(language))) return;
  for (const listener of listeners) listener(language as LanguageCode);
}
