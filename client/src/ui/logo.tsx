import { Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The Kuza mark ("to grow") and word mark. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-ochre text-primary-foreground shadow-sm">
        <Sprout className="size-5" aria-hidden />
      </span>
      {showName ? <span className="text-lg">{t('appName')}</span> : <span className="sr-only">{t('appName')}</span>}
    </span>
  );
}
