import { lazyPage } from '@/lib/lazy-page';

// What other features use: the create screens (each its own chunk), the create-post hook (cache-aware) and the drafts.
export const CreatePostPage = lazyPage(() => import('./create-post-page'), 'CreatePostPage');
export const CreateVideoPage = lazyPage(() => import('./create-media-page'), 'CreateVideoPage');
export const CreateAudioPage = lazyPage(() => import('./create-media-page'), 'CreateAudioPage');
export const DraftsPage = lazyPage(() => import('./drafts-page'), 'DraftsPage');
export const TemplatesPage = lazyPage(() => import('./templates-page'), 'TemplatesPage');
export const StudioPage = lazyPage(() => import('./studio-page'), 'StudioPage');
export { useCreatePost, type NewPost } from './use-create-post';
export { useDrafts } from './use-drafts';
