import { Camera, Cpu, Music, Palette, SlidersHorizontal, Sparkles, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { compactNumber } from './compact-number';
import { LiveHashtags } from './live-hashtags';
import { PageIntro, PageSection } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

// Spec §2.1: the six trending categories and their post counts.
const CATEGORIES = [
  { key: 'music', posts: 12_500, icon: Music },
  { key: 'film', posts: 8_300, icon: Camera },
  { key: 'art', posts: 6_700, icon: Palette },
  { key: 'tech', posts: 15_200, icon: Cpu },
  { key: 'content', posts: 10_800, icon: Video },
  { key: 'stories', posts: 18_400, icon: Sparkles },
] as const;

/** /explore: trending categories, the Your Feed, Your Rules banner and the live top hashtags. */
export function ExplorePage() {
  const { t, i18n } = useTranslation('site');
  usePageTitle(t('explore.title'));
  return (
    <>
      <PageIntro title={t('explore.title')} subtitle={t('explore.subtitle')} />
      <PageSection id="categories-title" title={t('explore.categoriesTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map(({ key, posts, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon className="size-6" aria-hidden />
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold">{t(`explore.categories.${key}.name`)}</h3>
                <p className="text-sm font-medium text-primary">
                  {t('explore.posts', { count: posts, value: compactNumber(i18n.language, posts) })}
                </p>
                <p className="text-sm text-muted-foreground">{t(`explore.categories.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="rules-title" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-br from-forest to-[#1f4a37] p-8 text-primary-foreground shadow-lg sm:flex-row sm:items-center">
          <SlidersHorizontal className="size-10 shrink-0 opacity-90" aria-hidden />
          <div className="flex-1">
            <h2 id="rules-title" className="text-2xl font-bold">
              {t('explore.bannerTitle')}
            </h2>
            <p className="mt-1 opacity-90">{t('explore.bannerText')}</p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <Link to="/dashboard">{t('explore.bannerAction')}</Link>
          </Button>
        </div>
      </section>
      <LiveHashtags />
    </>
  );
}
