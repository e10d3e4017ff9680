import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PrivacySettingName } from '@kuza/common';
import type { AccountSettings_SettingsFragment, UpdateSettingsInput } from '@/gql/graphql';
import { MySettingsDocument, UpdateSettingsDocument } from './settings-operations';

export type AccountSettings = AccountSettings_SettingsFragment;

export interface SettingsChange {
  feedAlgorithm?: string;
  theme?: string;
  displayMode?: string;
  language?: string;
  privacy?: Partial<Record<PrivacySettingName, boolean>>;
}

/**
 * The signed-in user's settings and a way to change some of them. Changes show at once (optimistic) and are
 * saved to the account; a failed save rolls back and rejects, so the caller can say so.
 */
export function useAccountSettings() {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(MySettingsDocument);
  const [mutate] = useMutation(UpdateSettingsDocument);

  const update = useCallback(
    async (change: SettingsChange): Promise<AccountSettings> => {
      const current = client.readQuery({ query: MySettingsDocument })?.mySettings;
      const input: UpdateSettingsInput = { ...change };
      const optimistic = current
        ? {
            ...current,
            ...change,
            privacy: { ...current.privacy, ...change.privacy },
            updatedAt: new Date().toISOString(),
          }
        : undefined;
      const result = await mutate({
        variables: { input },
        optimisticResponse: optimistic ? { updateSettings: optimistic } : undefined,
        update: (cache) => {
          // Feed pages ranked by the old algorithm (and their cursors) no longer apply.
          if (change.feedAlgorithm && change.feedAlgorithm !== current?.feedAlgorithm) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'feed' });
            cache.gc();
          }
        },
      });
      if (!result.data) throw result.error ?? new Error('Settings were not saved');
      return result.data.updateSettings;
    },
    [client, mutate],
  );

  return { settings: data?.mySettings ?? null, loading: loading && !data, error, update };
}
