import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { maskApiKeyForDialog, maskApiKeyForIntegration } from '@kuza/common';
import type { ApiKeyItem_ApiKeyFragment } from '@/gql/graphql';
import { Badge } from '@/ui/badge';
import { DeleteApiKeyButton } from './delete-api-key-button';
import type { MaskStyle } from './new-key-secret';

/** One key in a list: name, status, tier, masked key, dates, and Delete. The full key is never available here. */
export function ApiKeyItem({ apiKey, maskStyle }: { apiKey: ApiKeyItem_ApiKeyFragment; maskStyle: MaskStyle }) {
  const { t, i18n } = useTranslation('api-keys');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const masked = maskStyle === 'dialog' ? maskApiKeyForDialog(apiKey) : maskApiKeyForIntegration(apiKey);
  const rate =
    apiKey.requestsPerHour === null || apiKey.requestsPerHour === undefined
      ? t('list.unlimited')
      : t('list.rate', { limit: new Intl.NumberFormat(i18n.language).format(apiKey.requestsPerHour) });
  return (
    <li className="flex gap-4 p-4" aria-label={apiKey.name} data-testid="api-key-item">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
        <KeyRound className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold" dir="auto">
            {apiKey.name}
          </span>
          <Badge variant={apiKey.isActive ? 'success' : 'outline'}>
            {apiKey.isActive ? t('list.active') : t('list.inactive')}
          </Badge>
          <Badge variant="secondary">{t(`tiers.${apiKey.tier}`)}</Badge>
        </div>
        {apiKey.description && (
          <p className="text-sm text-muted-foreground" dir="auto">
            {apiKey.description}
          </p>
        )}
        <code
          dir="ltr"
          className="w-fit max-w-full truncate rounded bg-muted px-2 py-0.5 font-mono text-xs"
          title={t('list.maskedHint')}
          data-testid="masked-key"
        >
          {masked}
        </code>
        <p className="text-xs text-muted-foreground">
          {[
            t('list.created', { date: date(apiKey.createdAt) }),
            apiKey.lastUsedAt ? t('list.lastUsed', { date: date(apiKey.lastUsedAt) }) : t('list.neverUsed'),
            rate,
            apiKey.createdBy ? t('list.actsAs', { name: apiKey.createdBy.username }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <DeleteApiKeyButton id={apiKey.id} name={apiKey.name} short={maskStyle === 'integration'} />
    </li>
  );
}
