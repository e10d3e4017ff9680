import { lazyPage } from '@/lib/lazy-page';

// What other features use: the settings screens (each its own chunk), the account's settings and their sync.
export const FeedPreferencesPage = lazyPage(() => import('./feed-preferences-page'), 'FeedPreferencesPage');
export const ThemePage = lazyPage(() => import('./theme-page'), 'ThemePage');
export const PrivacyPage = lazyPage(() => import('./privacy-page'), 'PrivacyPage');
export const LanguagePage = lazyPage(() => import('./language-page'), 'LanguagePage');
export { AccountSettingsSync } from './account-settings-sync';
export { useAccountSettings, type AccountSettings, type SettingsChange } from './use-account-settings';
export { MySettingsDocument } from './settings-operations';
