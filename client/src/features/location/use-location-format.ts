import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/i18n/country-name';
import { clickRate, percentFormat } from './location-format';

/** Numbers, click rates and country names of the location screens in the reader's language. */
export function useLocationFormat() {
  const { i18n } = useTranslation('location');
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const percent = percentFormat(language);
    return {
      number: (value: number) => number.format(value),
      clickRate: (clicks: number, impressions: number) => percent.format(clickRate(clicks, impressions)),
      country: (countryCode: string | null | undefined, englishName: string) =>
        countryName(countryCode, englishName, language),
    };
  }, [language]);
}
