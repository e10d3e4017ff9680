// Dates in the reader's language. Browsers without Yorùbá or Amharic data (several do not ship them) would fall
// back to English: for those two, Kuza writes the date itself in the language's own order and month names (CLDR).
const MONTHS: Record<string, readonly string[]> = {
  yo: ['Ṣẹ́rẹ́', 'Èrèlè', 'Ẹrẹ̀nà', 'Ìgbé', 'Ẹ̀bibi', 'Òkúdu', 'Agẹmọ', 'Ògún', 'Owewe', 'Ọ̀wàrà', 'Bélú', 'Ọ̀pẹ̀'],
  am: ['ጃንዩወሪ', 'ፌብሩወሪ', 'ማርች', 'ኤፕሪል', 'ሜይ', 'ጁን', 'ጁላይ', 'ኦገስት', 'ሴፕቴምበር', 'ኦክቶበር', 'ኖቬምበር', 'ዲሴምበር'],
};

const pad = (value: number) => String(value).padStart(2, '0');

function hasLocale(language: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
  } catch {
    return false;
  }
}

/** Yorùbá: "12 Ṣẹ́rẹ́ 2025, 14:05" (day month year); Amharic: "ጃንዩወሪ 12 2025 14:05" (month day year). */
function writtenByHand(language: string, date: Date, withTime: boolean): string {
  const month = MONTHS[language][date.getMonth()];
  const time = withTime ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
  if (language === 'am') return [`${month} ${date.getDate()} ${date.getFullYear()}`, time].filter(Boolean).join(' ');
  return [`${date.getDate()} ${month} ${date.getFullYear()}`, time].filter(Boolean).join(', ');
}

/**
 * A date (and time, unless `withTime` is false) in `language`: Intl's medium style where the browser knows the
 * language, Kuza's own format for Yorùbá and Amharic where it does not. `supported` is for tests.
 */
export function formatDateTime(
  value: Date | string,
  language: string,
  { withTime = true, supported = hasLocale }: { withTime?: boolean; supported?: (language: string) => boolean } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (MONTHS[language] && !supported(language)) return writtenByHand(language, date, withTime);
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(language, options).format(date);
}
