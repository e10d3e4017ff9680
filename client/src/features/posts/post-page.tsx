import { useQuery } from '@apollo/client/react';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBack } from '@/lib/use-back';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PostCard } from './post-card';
import { PostPageDocument } from './post-operations';
import { PostSkeletons } from './post-skeleton';

/** /dashboard/post/:id: one post with its comments open (where a shared link leads). */
export function PostPage() {
  const { t } = useTranslation('posts');
  const back = useBack('/dashboard');
  const id = useParams().id ?? '';
  const { data, loading } = useQuery(PostPageDocument, { variables: { id } });
  return (
    <section aria-labelledby="post-page-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t('page.back')}
        </Button>
        <h1 id="post-page-title" className="text-2xl font-bold tracking-tight">
          {t('page.title')}
        </h1>
      </div>
      {loading && !data ? (
        <PostSkeletons count={1} />
      ) : data?.post ? (
        <PostCard post={data.post} commentsInitiallyOpen />
      ) : (
        <EmptyState icon={FileQuestion} text={t('page.notFound')} />
      )}
    </section>
  );
}
