import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '@/features/language';
import { Logo } from '@/ui/logo';

// Spec §2.1: the footer's link columns.
const COLUMNS = [
  {
    key: 'platform',
    links: [
      ['/explore', 'explore'],
      ['/creators', 'creators'],
      ['/marketplace', 'marketplace'],
    ],
  },
  {
    key: 'resources',
    links: [
      ['/documentation', 'documentation'],
      ['/api-reference', 'apiReference'],
      ['/community', 'community'],
    ],
  },
  {
    key: 'company',
    links: [
      ['/about', 'about'],
      ['/privacy', 'privacy'],
      ['/terms', 'terms'],
    ],
  },
] as const;

/** Footer of the public pages: link columns, the Translate language picker and the rights line. */
export function PublicFooter() {
  const { t } = useTranslation('public');
  return (
    <footer className="border-t bg-secondary/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <LanguageSelect label={t('language.translate')} showLabel />
          <Link to="/translate" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('language.more')}
          </Link>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`} className="grid content-start gap-3">
            <h2 id={`footer-${column.key}`} className="text-sm font-semibold">
              {t(`footer.${column.key}`)}
            </h2>
            <ul className="grid gap-2">
              {column.links.map(([to, key]) => (
                <li key={to}>
                  <Link to={to} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-sm text-muted-foreground sm:px-6">
          {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
