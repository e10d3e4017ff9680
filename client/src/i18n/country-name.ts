const ISO_ALPHA_2 = /^[A-Z]{2}$/;
// CLDR's "Unknown Region": a stored name, if any, says more.
const UNKNOWN_REGION = 'ZZ';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** Intl's region names in this language; null where the browser has none for it (it would answer in another). */
function regionNamesIn(language: string): Intl.DisplayNames | null {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names =
        Intl.DisplayNames.supportedLocalesOf([language]).length > 0
          ? new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
          : null;
    } catch {
      names = null; // No Intl.DisplayNames (older browsers) or a malformed language tag.
    }
    regionNames.set(language, names);
  }
  return names;
}

/**
 * A country's name in the reader's language from its ISO 3166-1 alpha-2 code (KE: "Kenya", ar "كينيا"), else the
 * stored English name: when the code is missing or unknown, or the reader reads English (the stored name is
 * English already, and reads better than CLDR's "Congo - Kinshasa").
 */
export function countryName(countryCode: string | null | undefined, englishName: string, language: string): string {
  const code = countryCode?.trim().toUpperCase() ?? '';
  if (!ISO_ALPHA_2.test(code) || code === UNKNOWN_REGION) return englishName;
  if (englishName && language.split('-')[0].toLowerCase() === 'en') return englishName;
  return regionNamesIn(language)?.of(code) ?? englishName;
}
