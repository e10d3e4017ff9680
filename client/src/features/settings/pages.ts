import { lazyPage } from '@/lib/lazy-page';

// Route pages, each loaded on first render in a chunk of its own: importing this file bundles none of them.
export const FeedPreferencesPage = lazyPage(() => import('./feed-preferences-page'), 'FeedPreferencesPage');
export const ThemePage = lazyPage(() => import('./theme-page'), 'ThemePage');
export const PrivacyPage = lazyPage(() => import('./privacy-page'), 'PrivacyPage');
export const LanguagePage = lazyPage(() => import('./language-page'), 'LanguagePage');
export const AccountPage = lazyPage(() => import('./account-page'), 'AccountPage');
