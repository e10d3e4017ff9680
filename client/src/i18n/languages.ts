// The interface languages of spec §3, in one place. Only languages with catalogs under locales/ are selectable yet.
export const SUPPORTED_LANGUAGES = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'sw', nativeName: 'Kiswahili', dir: 'ltr' },
  { code: 'yo', nativeName: 'Yorùbá', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'am', nativeName: 'አማርኛ', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_STORAGE_KEY = 'kuza.language';

export function isLanguageCode(value: string): value is LanguageCode {
  return SUPPORTED_LANGUAGES.some((language) => language.code === value);
}

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return SUPPORTED_LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}
