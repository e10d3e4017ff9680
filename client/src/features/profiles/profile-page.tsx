import { useQuery } from '@apollo/client/react';
import { FileText, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LIMITS } from '@kuza/common';
import { useAuth } from '@/features/auth';
import { PostList, PostSkeletons } from '@/features/posts';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { useLoadMore } from '@/lib/use-load-more';
import { ProfileHeader } from './profile-header';
import { ProfilePageDocument } from './profile-operations';

/** /dashboard/u/:username: a creator's profile and their posts, newest first. */
export function ProfilePage() {
  return <ProfileView username={useParams().username ?? ''} />;
}

/** /dashboard/profile: the viewer's own profile (the mobile navigation's Profile tab). */
export function MyProfilePage() {
  const { user } = useAuth();
  return user ? <ProfileView username={user.username} /> : null;
}

function ProfileView({ username }: { username: string }) {
  const { t } = useTranslation('profiles');
  const { data, loading, error, refetch, fetchMore } = useQuery(ProfilePageDocument, {
    variables: { username, first: LIMITS.pageSizeDefault },
    notifyOnNetworkStatusChange: true,
  });
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.posts.pageInfo);

  if (loading && !data) return <PostSkeletons count={2} />;
  const profile = data?.profile;
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
