import { useQuery } from '@apollo/client/react';
import { FileText, Lock, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import { serverErrorCode } from '@/apollo/errors';
import { PostList, PostSkeletons } from '@/features/posts';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { useLoadMore } from '@/lib/use-load-more';
import { ProfileHeader } from './profile-header';
import { ProfilePageDocument } from './profile-operations';

/** A creator's profile and their posts, newest first; a private profile shows its name and asks to sign in. */
export function ProfileView({ username }: { username: string }) {
  const { t } = useTranslation('profiles');
  const { data, loading, error, refetch, fetchMore } = useQuery(ProfilePageDocument, {
    variables: { username, first: LIMITS.pageSizeDefault },
    notifyOnNetworkStatusChange: true,
  });
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.posts.pageInfo);

  if (loading && !data) return <PostSkeletons count={2} />;
  const profile = data?.profile;
  // Private to visitors (the creator's Public profile switch, or System Settings): the name only.
  if (error && !data && serverErrorCode(error) === 'UNAUTHENTICATED') {
    return (
      <section aria-labelledby="profile-title" className="mx-auto flex max-w-2xl flex-col gap-4">
        <h1 id="profile-title" className="text-2xl font-bold" dir="ltr">
          @{username}
        </h1>
        <EmptyState icon={Lock} text={t('private')} />
      </section>
    );
  }
  // A failed request is not a missing user: say so and offer to try again.
  if (error && !data) {
    return (
      <section className="mx-auto max-w-2xl">
        <LoadError text={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (!profile) {
    return (
      <section className="mx-auto max-w-2xl">
        <EmptyState icon={UserX} text={t('notFound')} />
      </section>
    );
  }
  return (
    <section aria-labelledby="profile-title" className="mx-auto flex max-w-2xl flex-col gap-5">
      <ProfileHeader profile={profile} />
      <h2 className="text-xl font-semibold">{t('posts')}</h2>
      <PostList
        label={t('postsBy', { username: profile.username })}
        posts={data.posts.edges.map((edge) => edge.node)}
        loading={false}
        loadingMore={loading}
        hasNextPage={hasMore}
        onLoadMore={loadMore}
        empty={<EmptyState icon={FileText} text={t('noPosts')} />}
      />
    </section>
  );
}
