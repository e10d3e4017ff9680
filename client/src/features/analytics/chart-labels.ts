import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Tick labels are SVG text in charts drawn left to right (their figures are dir="ltr"), so Arabic "8 آلاف" or
// "27 أكتوبر" would come out with the number on the left, backwards for its reader. First-strong isolation lays a
// label out in the direction of its own first letter: right to left for Arabic, unchanged for Latin and Ethiopic
// labels and bare numbers.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A chart label that reads in its own script's direction inside a left-to-right chart. */
export const isolate = (label: string) => `${FIRST_STRONG_ISOLATE}${label}${POP_DIRECTIONAL_ISOLATE}`;

/** Compact numbers for chart axes ("8K", "8 آلاف"), isolated. */
export function axisNumberFormat(language: string): (value: number) => string {
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => isolate(compact.format(value));
}

/** Day labels for chart axes ("Nov 25", "25 نوفمبر"), isolated; `date` is a UTC day, YYYY-MM-DD. */
export function axisDayFormat(language: string): (date: string) => string {
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date) => isolate(day.format(new Date(`${date}T00:00:00Z`)));
}

/** The reader's axis formats, for numbers and for days. */
export function useChartLabels() {
  const { i18n } = useTranslation();
  return useMemo(
    () => ({ number: axisNumberFormat(i18n.language), day: axisDayFormat(i18n.language) }),
    [i18n.language],
  );
}
