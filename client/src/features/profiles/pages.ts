import { lazy } from 'react';
import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const ProfilePage = lazyPage(() => import('./profile-page'), 'ProfilePage');
export const MyProfilePage = lazyPage(() => import('./profile-page'), 'MyProfilePage');
// A creator's profile and posts, also on their public page (/@username); lazily, as the pages above.
export const ProfileView = lazy(() => import('./profile-view').then((m) => ({ default: m.ProfileView })));
