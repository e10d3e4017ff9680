import { useQuery } from '@apollo/client/react';
import { Camera, Cpu, Music, Palette, SlidersHorizontal, Sparkles, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EXPLORE_CATEGORIES, publicTagPath, type ExploreCategoryKey } from '@kuza/common';
import { Button } from '@/ui/button';
import { compactNumber } from './compact-number';
import { ExploreCategoriesDocument } from './explore-operations';
import { LiveHashtags } from './live-hashtags';
import { PageIntro, PageSection } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

// Spec §2.1: the six trending categories (common/explore-categories.ts), each with its live post count.
const ICONS: Record<ExploreCategoryKey, typeof Music> = {
  music: Music,
  film: Camera,
  art: Palette,
  tech: Cpu,
  content: Video,
  stories: Sparkles,
};

/** /explore: trending categories, the Your Feed, Your Rules banner and the live top hashtags. */
export function ExplorePage() {
  const { t, i18n } = useTranslation('site');
  usePageTitle(t('explore.title'));
  const { data } = useQuery(ExploreCategoriesDocument);
  const counts = new Map(data?.exploreCategories.map((category) => [category.key, category.postsCount]));
  return (
    <>
      <PageIntro title={t('explore.title')} subtitle={t('explore.subtitle')} />
      <PageSection id="categories-title" title={t('explore.categoriesTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {EXPLORE_CATEGORIES.map(({ key, tags }) => {
            const Icon = ICONS[key];
            const posts = counts.get(key);
            return (
              <li key={key}>
                <Link
                  to={publicTagPath(tags[0])}
                  className="flex h-full gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <div className="grid gap-1">
                    <h3 className="font-semibold">{t(`explore.categories.${key}.name`)}</h3>
                    <p className="min-h-5 text-sm font-medium text-primary" data-testid="category-count">
                      {posts !== undefined &&
                        t('explore.posts', { count: posts, value: compactNumber(i18n.language, posts) })}
                    </p>
                    <p className="text-sm text-muted-foreground">{t(`explore.categories.${key}.text`)}</p>
                  </div>
                </Link>
              </li>
            );
          })}
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
