import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageIntro } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

// Both documents were last revised on this date; shown in the reader's own date format.
const LAST_UPDATED = new Date(Date.UTC(2025, 0, 15));

interface LegalSection {
  key: string;
  /** Bullet points of the section; a section without them has one paragraph (`text`). */
  items?: readonly string[];
}

/** A legal document (privacy or terms) made of titled sections. */
export function LegalPage({ doc, sections }: { doc: 'privacy' | 'terms'; sections: readonly LegalSection[] }) {
  const { t, i18n } = useTranslation('legal');
  usePageTitle(t(`${doc}.title`));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(LAST_UPDATED);
  return (
    <>
      <PageIntro title={t(`${doc}.title`)} subtitle={t(`${doc}.intro`)}>
        <p className="text-sm text-muted-foreground">{t('updated', { date })}</p>
      </PageIntro>
      <article className="mx-auto grid max-w-3xl gap-10 px-4 py-14 sm:px-6">
        {sections.map(({ key, items }) => (
          <section key={key} aria-labelledby={`${doc}-${key}`}>
            <h2 id={`${doc}-${key}`} className="mb-3 text-2xl font-bold">
              {t(`${doc}.sections.${key}.title`)}
            </h2>
            {items ? (
              <ul className="grid list-disc gap-2 ps-5 text-muted-foreground marker:text-primary">
                {items.map((item) => (
                  <li key={item}>{t(`${doc}.sections.${key}.items.${item}`)}</li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{t(`${doc}.sections.${key}.text`)}</p>
            )}
          </section>
        ))}
        <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
          {t(`${doc}.contact`)}
        </Link>
      </article>
    </>
  );
}

const PRIVACY_SECTIONS = [
  { key: 'collect', items: ['account', 'content', 'activity', 'location'] },
  { key: 'use', items: ['feed', 'analytics', 'safety', 'never'] },
  { key: 'rights', items: ['access', 'correct', 'delete', 'object'] },
  { key: 'portability' },
] as const;

const TERMS_SECTIONS = [
  { key: 'ownership' },
  { key: 'responsibilities' },
  { key: 'monetization' },
  { key: 'termination' },
  { key: 'changes' },
] as const;

/** /privacy: Data We Collect, How We Use Your Data, Your Rights, Data Portability. */
export function PrivacyPage() {
  return <LegalPage doc="privacy" sections={PRIVACY_SECTIONS} />;
}

/** /terms: ownership, responsibilities, monetization, termination with appeal, changes. */
export function TermsPage() {
  return <LegalPage doc="terms" sections={TERMS_SECTIONS} />;
}
