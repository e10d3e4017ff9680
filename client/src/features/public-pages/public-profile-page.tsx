import { useParams } from 'react-router-dom';
import { ProfileView } from '@/features/profiles/pages';
import { usePageTitle } from '@/lib/use-page-title';
import { ContentPage } from './content-page';
import { handleOf } from './handle-gate';

/** /@username: a creator's public profile and posts. */
export function PublicProfilePage() {
  const username = handleOf(useParams().handle) ?? '';
  usePageTitle(`@${username}`);
  return (
    <ContentPage labelledBy="profile-title">
      <ProfileView username={username} />
    </ContentPage>
  );
}
