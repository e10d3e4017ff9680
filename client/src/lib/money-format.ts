import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats US dollars (and plain numbers) in the reader's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const usd = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    const number = new Intl.NumberFormat(i18n.language);
    const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      usd: (value: number) => usd.format(value),
      number: (value: number) => number.format(value),
      compact: (value: number) => compact.format(value),
    };
  }, [i18n.language]);
}
