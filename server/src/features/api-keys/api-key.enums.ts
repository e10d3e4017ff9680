import { registerEnumType } from 'type-graphql';
import { API_KEY_TIERS } from '@kuza/common';

export enum ApiKeyTier {
  FREE = 'FREE',
  PRO = 'PRO',
  ENTERPRISE = 'ENTERPRISE',
}

export enum ApiScope {
  READ = 'READ',
  WRITE = 'WRITE',
  ANALYTICS = 'ANALYTICS',
  EARNINGS = 'EARNINGS',
  WEBHOOKS = 'WEBHOOKS',
}

export enum ApiKeyKind {
  API = 'API',
  PAYMENT_GATEWAY = 'PAYMENT_GATEWAY',
}

registerEnumType(ApiKeyTier, {
  name: 'ApiKeyTier',
  description: 'Requests per hour: FREE 1,000, PRO 10,000, ENTERPRISE unlimited.',
});
registerEnumType(ApiScope, {
  name: 'ApiScope',
  description:
    'What a key may do: READ (queries), WRITE (posts, comments, likes, follows…), ANALYTICS, EARNINGS (wallet, earnings, withdrawals), WEBHOOKS.',
});
registerEnumType(ApiKeyKind, {
  name: 'ApiKeyKind',
  description: 'API: API consumers (admin/api-keys). PAYMENT_GATEWAY: payment-gateway partners (admin/psfaba).',
});

/** The tier's hourly quota; null is unlimited. */
export function requestsPerHour(tier: ApiKeyTier): number | null {
  return API_KEY_TIERS[tier].requestsPerHour;
}
