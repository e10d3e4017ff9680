import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { ProfileView } from './profile-view';

/** /dashboard/u/:username: a creator's profile and their posts, newest first. */
export function ProfilePage() {
  return <ProfileView username={useParams().username ?? ''} />;
}

/** /dashboard/profile: the viewer's own profile (the mobile navigation's Profile tab). */
export function MyProfilePage() {
  const { user } = useAuth();
  return user ? <ProfileView username={user.username} /> : null;
}
