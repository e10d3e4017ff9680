import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page ("About Us · Kuza"), in the language shown. */
export function usePageTitle(page?: string) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = page ? t('documentTitle', { page }) : t('appName');
  }, [page, t]);
}
