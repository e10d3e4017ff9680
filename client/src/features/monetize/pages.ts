import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const WalletPage = lazyPage(() => import('./wallet-page'), 'WalletPage');
export const RevenuePage = lazyPage(() => import('./revenue-page'), 'RevenuePage');
export const SplitEarningsPage = lazyPage(() => import('./split-earnings-page'), 'SplitEarningsPage');
export const CashOutPage = lazyPage(() => import('./cash-out-page'), 'CashOutPage');
export const AdRevenuePage = lazyPage(() => import('./ad-revenue-page'), 'AdRevenuePage');
