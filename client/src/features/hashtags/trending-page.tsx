import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { normalizeTag } from '@kuza/common';
import { hashtagHref } from '@/lib/content-links';
import { Button } from '@/ui/button';
import { HashtagPosts } from './hashtag-posts';
import { TrendingList } from './trending-list';

/** /dashboard/trending (spec §2.3): the top hashtags; with ?tag= that tag's posts. */
export function TrendingPage() {
  const { t } = useTranslation('hashtags');
  const raw = useSearchParams()[0].get('tag');
  const tag = raw ? normalizeTag(raw.trim()) : '';
  return (
    <section aria-labelledby="trending-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <header className="flex flex-col gap-2">
        {tag && (
          <Button asChild variant="ghost" size="sm" className="self-start">
            <Link to="/dashboard/trending">
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {t('allTrending')}
            </Link>
          </Button>
        )}
        <h1 id="trending-title" className="text-3xl font-bold tracking-tight break-all">
          {tag ? `#${tag}` : t('title')}
        </h1>
        <p className="text-muted-foreground">
          {tag ? (
            <Link to={hashtagHref(tag)} className="text-primary hover:underline">
              {t('openTagPage')}
            </Link>
          ) : (
            t('subtitle')
          )}
        </p>
      </header>
      {tag ? (
        <HashtagPosts key={tag} tag={tag} label={t('postsWith', { tag })} emptyText={t('emptyList')} />
      ) : (
        <TrendingList />
      )}
    </section>
  );
}
