import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { normalizeTag } from '@kuza/common';
import { HashtagPosts } from '@/features/hashtags';
import { usePageTitle } from '@/lib/use-page-title';
import { ContentPage } from './content-page';
import { PublicTagPageDocument } from './public-pages-operations';

/** /tag/:tag: a hashtag's posts, newest first, with its count, for anyone. */
export function PublicTagPage() {
  const { t, i18n } = useTranslation('public-pages');
  const tag = normalizeTag(useParams().tag ?? '');
  const { data } = useQuery(PublicTagPageDocument, { variables: { tag } });
  const count = data?.hashtag?.usageCount ?? (data ? 0 : null);
  usePageTitle(`#${tag}`);
  return (
    <ContentPage labelledBy="tag-title">
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 id="tag-title" className="text-3xl font-bold tracking-tight break-all">
          #{tag}
        </h1>
        {count !== null && (
          <p className="text-sm font-medium text-primary" data-testid="tag-count">
            {t('tag.posts', { count, value: new Intl.NumberFormat(i18n.language).format(count) })}
          </p>
        )}
      </header>
      <HashtagPosts key={tag} tag={tag} label={t('tag.postsWith', { tag })} emptyText={t('tag.empty', { tag })} />
    </ContentPage>
  );
}
