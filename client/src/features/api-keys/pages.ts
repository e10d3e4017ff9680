import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const ApiKeysPage = lazyPage(() => import('./api-keys-page'), 'ApiKeysPage');
export const DeveloperPage = lazyPage(() => import('./developer-page'), 'DeveloperPage');
export const PaymentGatewayPage = lazyPage(() => import('./payment-gateway-page'), 'PaymentGatewayPage');
