import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const CreatePostPage = lazyPage(() => import('./create-post-page'), 'CreatePostPage');
export const CreateVideoPage = lazyPage(() => import('./create-media-page'), 'CreateVideoPage');
export const CreateAudioPage = lazyPage(() => import('./create-media-page'), 'CreateAudioPage');
export const DraftsPage = lazyPage(() => import('./drafts-page'), 'DraftsPage');
export const TemplatesPage = lazyPage(() => import('./templates-page'), 'TemplatesPage');
export const StudioPage = lazyPage(() => import('./studio-page'), 'StudioPage');
