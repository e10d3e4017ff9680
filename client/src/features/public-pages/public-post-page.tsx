import { useQuery } from '@apollo/client/react';
import { FileQuestion, FileX, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PostCard, PostSkeletons } from '@/features/posts';
import { usePageTitle } from '@/lib/use-page-title';
import { EmptyState } from '@/ui/empty-state';
import { ContentPage } from './content-page';
import { PublicPostPageDocument } from './public-pages-operations';
import { useServerPageState } from './server-page-state';

/** /p/:id, the address Share copies: one post with its comments, for anyone. */
export function PublicPostPage() {
  const { t } = useTranslation('public-pages');
  const id = useParams().id ?? '';
  const serverState = useServerPageState();
  // The server already said what this address is not (removed, a circle's, unknown): nothing to ask the API.
  const known = serverState === 'gone' || serverState === 'teaser' || serverState === 'missing';
  const { data, loading } = useQuery(PublicPostPageDocument, { variables: { id }, skip: known });
  const post = data?.post;
  usePageTitle(post?.author ? t('post.titleBy', { username: post.author.username }) : t('post.title'));
  return (
    <ContentPage labelledBy="public-post-title">
      <h1 id="public-post-title" className="text-2xl font-bold tracking-tight">
        {post?.author ? t('post.titleBy', { username: post.author.username }) : t('post.title')}
      </h1>
      {serverState === 'gone' ? (
        <EmptyState icon={FileX} text={t('post.gone')} />
      ) : serverState === 'teaser' ? (
        // Circle posts, and later members-only and paid ones, show no more than this.
        <EmptyState icon={Lock} text={t('post.teaser')} />
      ) : loading && !data ? (
        <PostSkeletons count={1} />
      ) : post ? (
        <PostCard post={post} commentsInitiallyOpen />
      ) : (
        <EmptyState icon={FileQuestion} text={t('post.notFound')} />
      )}
    </ContentPage>
  );
}
