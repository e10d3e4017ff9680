import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/use-toast';
import type { AccountSettings, SettingsChange } from './use-account-settings';

/** Saves a change and says how it went: the caller's toast on success, an error toast (and rollback) on failure. */
export function useSaveWithFeedback(update: (change: SettingsChange) => Promise<AccountSettings>) {
  const { t } = useTranslation('settings');
  return useCallback(
    async (change: SettingsChange, success: { title: string; description?: string }) => {
      try {
        await update(change);
        toast(success);
      } catch (error) {
        toast({ title: t('saveFailed'), description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
      }
    },
    [t, update],
  );
}
