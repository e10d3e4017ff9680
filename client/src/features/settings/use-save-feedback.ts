import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import type { AccountSettings, SettingsChange } from './use-account-settings';

/** Saves a change and says how it went: the caller's toast on success, an error toast (and rollback) on failure. */
export function useSaveWithFeedback(update: (change: SettingsChange) => Promise<AccountSettings>) {
  const { t } = useTranslation('settings');
  const { fromError } = useServerMessage();
  return useCallback(
    async (change: SettingsChange, success: { title: string; description?: string }) => {
      try {
        await update(change);
        toast(success);
      } catch (error) {
        toast({
          title: t('saveFailed'),
          description: fromError(error) ?? (error instanceof Error ? error.message : undefined),
          variant: 'destructive',
        });
      }
    },
    [fromError, t, update],
  );
}
