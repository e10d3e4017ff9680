import { z } from 'zod';
import { fillCatalog } from './message-template';

// Spec §5 (API key generation) and §9 (marketed tiers). The generate dialog and the payment-gateway page
// share one rule with different "name required" messages.
export const API_KEY_LIMITS = { nameMaxLength: 100, descriptionMaxLength: 500 } as const;

export const API_KEY_TEMPLATES = {
  nameTooLong: 'API key name must be at most {{max}} characters',
  descriptionTooLong: 'API key description must be at most {{max}} characters',
  notFound: 'API key not found',
} as const;

export const API_KEY_PARAMS = {
  nameTooLong: { max: API_KEY_LIMITS.nameMaxLength },
  descriptionTooLong: { max: API_KEY_LIMITS.descriptionMaxLength },
} as const;

export const API_KEY_MESSAGES = /*#__PURE__*/ fillCatalog(API_KEY_TEMPLATES, API_KEY_PARAMS);

export type ApiKeyKindName = 'API' | 'PAYMENT_GATEWAY';

/** The id of a message of the API key form (messages.ts names them so). */
export type ApiKeyFormMessageId =
  | 'validation.apiKeyNameRequiredIntegration'
  | 'validation.apiKeyNameRequiredDialog'
  | `apiKey.${keyof typeof API_KEY_TEMPLATES}`;

/** The id of the "name required" message for the screen that generates this kind of key. */
export function apiKeyNameRequiredMessage(kind: ApiKeyKindName): ApiKeyFormMessageId {
  return kind === 'PAYMENT_GATEWAY' ? 'validation.apiKeyNameRequiredIntegration' : 'validation.apiKeyNameRequiredDialog';
}

/** Name trimmed and required; description optional, trimmed, and null when empty. Messages are ids (messages.ts). */
export function apiKeyFormSchema(kind: ApiKeyKindName) {
  const required = apiKeyNameRequiredMessage(kind);
  return z.object({
    name: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(API_KEY_LIMITS.nameMaxLength, { error: 'apiKey.nameTooLong' }),
    description: z
      .string()
      .trim()
      .max(API_KEY_LIMITS.descriptionMaxLength, { error: 'apiKey.descriptionTooLong' })
      .nullish()
      .transform((value) => (value ? value : null)),
  });
}

export type ApiKeyFormInput = z.infer<ReturnType<typeof apiKeyFormSchema>>;

export type ApiKeyFormField = 'name' | 'description';

/**
 * The same rule as apiKeyFormSchema without zod, for the client's forms (so a screen with a key form does not
 * download zod): every failing field with its first message, or the trimmed values. api-key-rules.test.ts keeps
 * the two in step.
 */
export function checkApiKeyForm(
  kind: ApiKeyKindName,
  input: { name?: string | null; description?: string | null },
): { ok: true; data: ApiKeyFormInput } | { ok: false; errors: Partial<Record<ApiKeyFormField, ApiKeyFormMessageId>> } {
  const errors: Partial<Record<ApiKeyFormField, ApiKeyFormMessageId>> = {};
  const name = (input.name ?? '').trim();
  if (name.length === 0) errors.name = apiKeyNameRequiredMessage(kind);
  else if (name.length > API_KEY_LIMITS.nameMaxLength) errors.name = 'apiKey.nameTooLong';
  const description = (input.description ?? '').trim();
  if (description.length > API_KEY_LIMITS.descriptionMaxLength) errors.description = 'apiKey.descriptionTooLong';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { name, description: description || null } };
}
