import { lazyPage } from '@/lib/lazy-page';

// The API key screens, each its own chunk.
export const ApiKeysPage = lazyPage(() => import('./api-keys-page'), 'ApiKeysPage');
export const PaymentGatewayPage = lazyPage(() => import('./payment-gateway-page'), 'PaymentGatewayPage');
