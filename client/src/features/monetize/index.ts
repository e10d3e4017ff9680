import { lazyPage } from '@/lib/lazy-page';

// What other features use: the money screens (each its own chunk) and the sample earnings by source.
export const WalletPage = lazyPage(() => import('./wallet-page'), 'WalletPage');
export const RevenuePage = lazyPage(() => import('./revenue-page'), 'RevenuePage');
export const SplitEarningsPage = lazyPage(() => import('./split-earnings-page'), 'SplitEarningsPage');
export const CashOutPage = lazyPage(() => import('./cash-out-page'), 'CashOutPage');
export const AdRevenuePage = lazyPage(() => import('./ad-revenue-page'), 'AdRevenuePage');
export { SAMPLE_SOURCES } from './sample-money';
