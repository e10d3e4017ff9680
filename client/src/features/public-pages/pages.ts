import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const PublicPostPage = lazyPage(() => import('./public-post-page'), 'PublicPostPage');
export const PublicProfilePage = lazyPage(() => import('./public-profile-page'), 'PublicProfilePage');
export const PublicTagPage = lazyPage(() => import('./public-tag-page'), 'PublicTagPage');
