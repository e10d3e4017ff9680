import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageIntro, PageSection } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';
import { isAvailable } from '@/i18n';
import { cn } from '@/lib/utils';
import { LanguagePicker } from './language-picker';
import { MACHINE_TRANSLATION_CODES } from './supported-languages';

/** /translate: pick one of the six interface languages; the widget's full list and what works offline. */
export function TranslatePage() {
  const { t, i18n } = useTranslation('language');
  usePageTitle(t('title'));
  const names = new Intl.DisplayNames([i18n.language], { type: 'language', fallback: 'code' });
  const collator = new Intl.Collator(i18n.language);
  const languages = MACHINE_TRANSLATION_CODES.map((code) => ({
    code,
    name: names.of(code) ?? code,
    full: isAvailable(code),
  })).sort((a, b) => Number(b.full) - Number(a.full) || collator.compare(a.name, b.name));
  return (
    <>
      <PageIntro title={t('title')} subtitle={t('subtitle')} />
      <PageSection
        id="interface-title"
        title={t('interfaceTitle')}
        className="mx-auto max-w-5xl px-4 pt-14 pb-6 sm:px-6"
      >
        <p className="mb-6 max-w-3xl text-muted-foreground">{t('interfaceText')}</p>
        <LanguagePicker label={t('interfaceTitle')} />
        <p className="mt-4 text-sm text-muted-foreground">{t('persists')}</p>
      </PageSection>
      <section aria-labelledby="machine-title" className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        <div className="flex gap-3 rounded-xl border border-ochre/50 bg-ochre/10 p-5">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 id="machine-title" className="mb-1 font-semibold">
              {t('machineTitle')}
            </h2>
            <p className="text-sm">{t('machineNote')}</p>
          </div>
        </div>
      </section>
      <PageSection id="all-title" title={t('allTitle')} className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6">
        <p className="mb-4 text-muted-foreground">{t('allText', { count: languages.length })}</p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {languages.map(({ code, name, full }) => (
            <li
              key={code}
              data-language={code}
              className={cn(
                'flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm',
                full ? 'border-primary/40 bg-accent/60' : 'bg-card',
              )}
            >
              <span className="grid">
                <span className="font-medium">{name}</span>
                <span className="text-xs text-muted-foreground">{full ? t('full') : t('machineOnly')}</span>
              </span>
              <code dir="ltr" className="text-xs text-muted-foreground">
                {code}
              </code>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
