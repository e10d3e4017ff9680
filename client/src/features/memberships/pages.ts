import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const CreatorMembershipsPage = lazyPage(() => import('./creator-memberships-page'), 'CreatorMembershipsPage');
export const MyMembershipsPage = lazyPage(() => import('./my-memberships-page'), 'MyMembershipsPage');
