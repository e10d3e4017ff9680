import { ChevronDown, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenHeader } from '@/ui/screen-header';
import { Input } from '@/ui/input';

const FAQS = ['feed', 'verified', 'payouts', 'fees', 'minimum', 'privacy', 'language'] as const;

/** /dashboard/help: searchable answers to common questions (informational, spec §2.3). */
export function HelpCenterPage() {
  const { t } = useTranslation('learn');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = FAQS.filter(
    (id) => !needle || `${t(`help.faqs.${id}.q`)} ${t(`help.faqs.${id}.a`)}`.toLowerCase().includes(needle),
  );
  return (
    <section aria-labelledby="help-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <ScreenHeader id="help-title" title={t('help.title')} subtitle={t('help.subtitle')} />
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('help.search')}
          placeholder={t('help.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="ps-9"
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">{t('help.noResults', { search: search.trim() })}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('help.title')}>
          {shown.map((id) => (
            <li key={id}>
              <details className="group rounded-xl border bg-card p-4 shadow-xs">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-medium">
                  {t(`help.faqs.${id}.q`)}
                  <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <p className="mt-3 text-sm text-muted-foreground">{t(`help.faqs.${id}.a`)}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard/support" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('help.contact')}
      </Link>
    </section>
  );
}
