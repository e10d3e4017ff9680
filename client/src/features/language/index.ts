import { lazyPage } from '@/lib/lazy-page';

// What other features use: the language menu, the sync of the account's language, and the Translate page (its own chunk).
export { LanguageSelect } from './language-select';
export { AccountLanguageSync } from './account-language-sync';
export const TranslatePage = lazyPage(() => import('./translate-page'), 'TranslatePage');
