import { Globe2, HeartHandshake, KeyRound, ScanEye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { PageIntro, PageSection } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

const VALUES = [
  { key: 'transparency', icon: ScanEye },
  { key: 'creators', icon: HeartHandshake },
  { key: 'africa', icon: Globe2 },
  { key: 'ownership', icon: KeyRound },
] as const;

/** /about: mission, story and values. */
export function AboutPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('about.title'));
  return (
    <>
      <PageIntro title={t('about.title')} subtitle={t('about.subtitle')} />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title" className="mb-3 text-2xl font-bold">
            {t('about.missionTitle')}
          </h2>
          <p className="text-muted-foreground">{t('about.mission')}</p>
        </section>
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="mb-3 text-2xl font-bold">
            {t('about.storyTitle')}
          </h2>
          <p className="text-muted-foreground">{t('about.story')}</p>
        </section>
      </div>
      <PageSection id="values-title" title={t('about.valuesTitle')} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-6 shadow-sm">
              <Icon className="mb-3 size-6 text-primary" aria-hidden />
              <h3 className="mb-1 font-semibold">{t(`about.values.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <Button asChild size="lg" variant="outline" className="mt-8">
          <Link to="/contact">{t('about.contact')}</Link>
        </Button>
      </PageSection>
    </>
  );
}
