import { useEffect, useLayoutEffect } from 'react';
import { applyLanguage, i18n, onLanguageChosen } from '@/i18n';
import { applyAppearance, storedAppearance, toAppearance, watchDeviceScheme } from './appearance';
import { useAccountSettings } from './use-account-settings';

/**
 * Mounted once in the dashboard shell: applies the account's theme, display mode and language when the dashboard
 * loads (so they follow the user to another device), re-applies them the moment they change, and saves a language
 * the reader picks anywhere (e.g. the header's picker) to the account.
 */
export function AccountSettingsSync() {
  const { settings, update } = useAccountSettings();
  const theme = settings?.theme;
  const displayMode = settings?.displayMode;
  const language = settings?.language;

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

  useEffect(() => {
    if (language && language !== i18n.language) void applyLanguage(language);
  }, [language]);

  useEffect(
    () =>
      onLanguageChosen((chosen) => {
        if (chosen !== language) update({ language: chosen }).catch(() => undefined);
      }),
    [language, update],
  );

  return null;
}
