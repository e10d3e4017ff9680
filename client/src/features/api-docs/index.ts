import { lazyPage } from '@/lib/lazy-page';

// The API reference page, its own chunk.
export const ApiReferencePage = lazyPage(() => import('./api-reference-page'), 'ApiReferencePage');
