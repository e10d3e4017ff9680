import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The heading of a settings screen, and the note that choices are saved to the account. */
export function SettingsPageHeader({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <header className="flex flex-col gap-2">
      <h1 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">{subtitle}</p>
      <p className="text-xs text-muted-foreground">{t('savedToAccount')}</p>
      {children}
    </header>
  );
}
