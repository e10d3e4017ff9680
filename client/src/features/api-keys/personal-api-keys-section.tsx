import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalApiKeyForm } from '@kuza/common';
import type { PersonalApiKey_ApiKeyFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { NewKeySecret } from './new-key-secret';
import { PersonalApiKeyForm as KeyForm } from './personal-api-key-form';
import { CreatePersonalApiKeyDocument, DeletePersonalApiKeyDocument } from './personal-api-key-operations';

/** Settings → Developer: the caller's own keys, each limited to its scopes; a new key is shown once. */
export function PersonalApiKeysSection({ keys }: { keys: PersonalApiKey_ApiKeyFragment[] }) {
  const { t } = useTranslation('api-keys');
  const { fromError } = useServerMessage();
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreatePersonalApiKeyDocument);
  const [remove] = useMutation(DeletePersonalApiKeyDocument);

  const onCreate = async (values: PersonalApiKeyForm) => {
    try {
      const { data } = await create({
        variables: { input: values },
        update(cache, { data: answer }) {
          const created = answer?.createPersonalApiKey.apiKey;
          if (!created) return;
          cache.modify({
            fields: {
              personalApiKeys: (existing, { toReference }) => {
                const added = toReference(created);
                return Array.isArray(existing) && added ? [added, ...existing] : existing;
              },
            },
          });
        },
      });
      setSecret(data?.createPersonalApiKey.secret ?? null);
    } catch (error) {
      toast({
        title: t('toasts.errorTitle'),
        description: fromError(error, t('toasts.generateFailed')),
        variant: 'destructive',
      });
    }
  };

  const onDelete = async (id: string) => {
    try {
      await remove({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'ApiKey', id }) });
          cache.gc();
        },
      });
    } catch (error) {
      toast({
        title: t('toasts.errorTitle'),
        description: fromError(error, t('toasts.deleteFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="personal-keys-title" className="grid gap-4 rounded-xl border p-4">
      <div>
        <h2 id="personal-keys-title" className="text-xl font-semibold">
          {t('developer.keysTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('developer.keysSubtitle')}</p>
      </div>
      <KeyForm onCreate={onCreate} busy={loading} />
      {secret && <NewKeySecret secret={secret} maskStyle="dialog" />}
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('developer.noKeys')}</p>
      ) : (
        <ul className="grid gap-2">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
              <div>
                <p className="font-medium">{key.name}</p>
                <p dir="ltr" className="font-mono text-xs text-muted-foreground">
                  {key.prefix}…{key.lastFour}
                </p>
                <p className="text-xs">{key.scopes.map((scope) => t(`developer.scope.${scope}`)).join(' · ')}</p>
              </div>
              <Button variant="outline" size="sm" onClick={() => void onDelete(key.id)}>
                {t('developer.delete', { name: key.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
