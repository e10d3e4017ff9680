import { fillCatalog } from './message-template';

// Spec §5 (API key generation) and §9 (marketed tiers). The generate dialog and the payment-gateway page
// share one rule with different "name required" messages.
export const API_KEY_LIMITS = { nameMaxLength: 100, descriptionMaxLength: 500 } as const;

export const API_KEY_TEMPLATES = {
  nameTooLong: 'API key name must be at most {{max}} characters',
  descriptionTooLong: 'API key description must be at most {{max}} characters',
  notFound: 'API key not found',
  missingScope: 'This API key lacks the {{scope}} scope.',
  scopesRequired: 'Choose at least one scope',
  notWithApiKey: 'This operation needs a signed-in session; API keys cannot use it.',
  notForPartnerKey: 'A payment-gateway partner key cannot use this operation.',
} as const;

export const API_KEY_PARAMS = {
  nameTooLong: { max: API_KEY_LIMITS.nameMaxLength },
  descriptionTooLong: { max: API_KEY_LIMITS.descriptionMaxLength },
} as const;

export const API_KEY_MESSAGES = /*#__PURE__*/ fillCatalog(API_KEY_TEMPLATES, API_KEY_PARAMS);

/** What a key may do (API.md `ApiScope`); a signed-in session has every scope its owner's roles allow. */
export const API_SCOPES = ['READ', 'WRITE', 'ANALYTICS', 'EARNINGS', 'WEBHOOKS'] as const;
export type ApiScopeName = (typeof API_SCOPES)[number];

export type ApiKeyKindName = 'API' | 'PAYMENT_GATEWAY';

/** The id of a message of the API key form (messages.ts names them so). */
export type ApiKeyFormMessageId =
  | 'validation.apiKeyNameRequiredIntegration'
  | 'validation.apiKeyNameRequiredDialog'
  | `apiKey.${keyof typeof API_KEY_TEMPLATES}`;

/** The id of the "name required" message for the screen that generates this kind of key. */
export function apiKeyNameRequiredMessage(kind: ApiKeyKindName): ApiKeyFormMessageId {
  return kind === 'PAYMENT_GATEWAY'
    ? 'validation.apiKeyNameRequiredIntegration'
    : 'validation.apiKeyNameRequiredDialog';
}

/** What a payment-gateway partner key may do: read payout status, nothing else (admin/psfaba). */
export const PARTNER_KEY_SCOPES: readonly ApiScopeName[] = ['READ', 'EARNINGS'];

/** Scopes of a key made without naming any (admin keys made before scopes existed keep acting as before). */
export const DEFAULT_ADMIN_KEY_SCOPES: readonly ApiScopeName[] = API_SCOPES;
