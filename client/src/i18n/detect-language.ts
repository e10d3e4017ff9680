import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/**
 * The language to show: the reader's saved choice, else the first of the browser's languages (in the reader's
 * order of preference) that Kuza speaks, matched by its base code (fr-CA → fr), else English.
 */
export function pickLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  isAvailable: (code: string) => code is LanguageCode,
): LanguageCode {
  if (stored && isAvailable(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isAvailable(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
