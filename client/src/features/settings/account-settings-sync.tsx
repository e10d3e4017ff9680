import { useLayoutEffect } from 'react';
import { applyAppearance, storedAppearance, toAppearance, watchDeviceScheme } from './appearance';
import { useAccountSettings } from './use-account-settings';

/**
 * Mounted once in the dashboard shell: applies the account's theme and display mode when the dashboard loads (so
 * they follow the user to another device) and re-applies them the moment they change. The account's language is
 * kept in step app-wide by the language feature's AccountLanguageSync.
 */
export function AccountSettingsSync() {
  const { settings } = useAccountSettings();
  const theme = settings?.theme;
  const displayMode = settings?.displayMode;

  // Before the account answers: what this device showed last time, so nothing flashes.
  useLayoutEffect(() => {
    const stored = storedAppearance();
    if (stored) applyAppearance(stored);
  }, []);

  useLayoutEffect(() => {
    if (!theme || !displayMode) return;
    const appearance = toAppearance({ theme, displayMode });
    applyAppearance(appearance);
    if (appearance.displayMode !== 'auto') return;
    return watchDeviceScheme(() => applyAppearance(appearance));
  }, [theme, displayMode]);

  return null;
}
