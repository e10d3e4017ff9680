import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyItem_ApiKeyFragment } from '@/gql/graphql';
import { Spinner } from '@/ui/spinner';
import { ApiKeyItem } from './api-key-item';
import type { MaskStyle } from './new-key-secret';

interface ApiKeyListProps {
  title: string;
  keys: readonly ApiKeyItem_ApiKeyFragment[] | undefined;
  failed: boolean;
  emptyText: string;
  maskStyle: MaskStyle;
}

/** The keys of one screen with its loading, failure and empty states. */
export function ApiKeyList({ title, keys, failed, emptyText, maskStyle }: ApiKeyListProps) {
  const { t } = useTranslation('api-keys');
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <h2 className="border-b p-4 text-lg font-semibold">{title}</h2>
      {!keys ? (
        failed ? (
          <p className="p-8 text-center text-destructive">{t('toasts.loadFailed')}</p>
        ) : (
          <p className="flex items-center justify-center gap-2 p-8 text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {t('list.loading')}
          </p>
        )
      ) : keys.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-10 text-center">
          <KeyRound className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('list.empty')}</p>
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        </div>
      ) : (
        <ul aria-label={title} className="divide-y">
          {keys.map((apiKey) => (
            <ApiKeyItem key={apiKey.id} apiKey={apiKey} maskStyle={maskStyle} />
          ))}
        </ul>
      )}
    </div>
  );
}
