import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { normalizeTag } from '@kuza/common';
import { useBack } from '@/lib/use-back';
import { Button } from '@/ui/button';
import { HashtagPosts } from './hashtag-posts';

/** /dashboard/hashtag/:tag (spec §2.3): heading #tag, Back, the tag's posts. */
export function HashtagPage() {
  const { t } = useTranslation('hashtags');
  const back = useBack('/dashboard/trending');
  const tag = normalizeTag(useParams().tag ?? '');
  return (
    <section aria-labelledby="hashtag-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <header className="flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t('back')}
        </Button>
        <h1 id="hashtag-title" className="text-3xl font-bold tracking-tight break-all">
          #{tag}
        </h1>
      </header>
      <HashtagPosts
        key={tag}
        tag={tag}
        label={t('postsWith', { tag })}
        emptyText={t('emptyTag', { tag })}
        emptyAction={
          <Button asChild>
            <Link to="/dashboard/create">{t('create')}</Link>
          </Button>
        }
      />
    </section>
  );
}
