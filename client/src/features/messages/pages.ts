import { lazyPage } from '@/lib/lazy-page';

// The Messages screen, loaded on first render in a chunk of its own.
export const MessagesPage = lazyPage(() => import('./messages-page'), 'MessagesPage');
