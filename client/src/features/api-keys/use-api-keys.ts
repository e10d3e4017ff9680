import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyKind, ApiKeyTier } from '@/gql/graphql';
import { toast } from '@/ui/use-toast';
import { ApiKeysPageDocument, DeleteApiKeyDocument, GenerateApiKeyDocument } from './api-key-operations';

/** The keys of one kind, newest first; spec §8: a failed load toasts "Failed to load API keys". */
export function useApiKeys(kind: ApiKeyKind) {
  const { t } = useTranslation('api-keys');
  const result = useQuery(ApiKeysPageDocument, { variables: { kind } });
  useEffect(() => {
    if (result.error)
      toast({ title: t('toasts.errorTitle'), description: t('toasts.loadFailed'), variant: 'destructive' });
  }, [result.error, t]);
  return result;
}

export interface GenerateInput {
  name: string;
  description: string | null;
  tier?: ApiKeyTier;
}

/** Generates a key and puts it at the top of its list; answers the full key (shown once) or null on failure. */
export function useGenerateApiKey(kind: ApiKeyKind) {
  const { t } = useTranslation('api-keys');
  const [generate, { loading }] = useMutation(GenerateApiKeyDocument);
  const run = useCallback(
    async (input: GenerateInput): Promise<string | null> => {
      try {
        const { data } = await generate({
          variables: { input: { ...input, kind } },
          update(cache, { data: answer }) {
            const created = answer?.generateApiKey.apiKey;
            if (!created) return;
            cache.updateQuery({ query: ApiKeysPageDocument, variables: { kind } }, (current) =>
              current
                ? { ...current, apiKeys: [created, ...current.apiKeys.filter((key) => key.id !== created.id)] }
                : current,
            );
          },
        });
        toast({ title: t('toasts.generated') });
        return data?.generateApiKey.secret ?? null;
      } catch {
        toast({ title: t('toasts.errorTitle'), description: t('toasts.generateFailed'), variant: 'destructive' });
        return null;
      }
    },
    [generate, kind, t],
  );
  return { generate: run, generating: loading };
}

/** Deletes a key and evicts it from the cache, so every list showing it drops it at once. */
export function useDeleteApiKey() {
  const { t } = useTranslation('api-keys');
  const [remove] = useMutation(DeleteApiKeyDocument);
  return useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await remove({
          variables: { id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'ApiKey', id }) });
            cache.gc();
          },
        });
        toast({ title: t('toasts.deleted') });
        return true;
      } catch {
        toast({ title: t('toasts.errorTitle'), description: t('toasts.deleteFailed'), variant: 'destructive' });
        return false;
      }
    },
    [remove, t],
  );
}
