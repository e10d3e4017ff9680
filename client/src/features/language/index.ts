// What other features use: the language menu and the sync of the account's language.
export { LanguageSelect } from './language-select';
export { AccountLanguageSync } from './account-language-sync';
