import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Centered spinner for route and session loading (spec §2.2). */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60vh] w-full flex-1 items-center justify-center">
      <Spinner className="size-8" label={t('status.loading')} />
    </div>
  );
}
