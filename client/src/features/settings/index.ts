// What other features use: the account's settings and their sync.
export { AccountSettingsSync } from './account-settings-sync';
export { useAccountSettings, type AccountSettings, type SettingsChange } from './use-account-settings';
export { MySettingsDocument } from './settings-operations';
