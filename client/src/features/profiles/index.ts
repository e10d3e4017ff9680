import { lazyPage } from '@/lib/lazy-page';

// What other features use: the profile screens (one chunk) and Follow / Unfollow.
export const ProfilePage = lazyPage(() => import('./profile-page'), 'ProfilePage');
export const MyProfilePage = lazyPage(() => import('./profile-page'), 'MyProfilePage');
export { useToggleFollow } from './use-follow';
