// The zod schema of api-key-rules.ts, in a module of its own: message-params.ts (which every screen's translator
// imports) reads api-key-rules.ts, and zod must stay out of a route's first download.
import { z } from 'zod';
import { API_KEY_LIMITS, API_SCOPES, apiKeyNameRequiredMessage, type ApiKeyKindName } from './api-key-rules';
import { API_KEY_TIERS } from './limits';

const TIER_NAMES = Object.keys(API_KEY_TIERS) as [keyof typeof API_KEY_TIERS, ...Array<keyof typeof API_KEY_TIERS>];

/** Name trimmed and required; description optional, trimmed, and null when empty; a tier of spec §9 (absent: FREE). Messages are ids (messages.ts). */
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
    tier: z.enum(TIER_NAMES).optional(),
  });
}

export type ApiKeyFormValues = z.input<ReturnType<typeof apiKeyFormSchema>>;
export type ApiKeyFormInput = z.output<ReturnType<typeof apiKeyFormSchema>>;

/** A personal key (Settings → Developer): a name and at least one scope. */
export const personalApiKeySchema = z.object({
  name: z
    .string({ error: 'validation.apiKeyNameRequiredDialog' })
    .trim()
    .min(1, { error: 'validation.apiKeyNameRequiredDialog' })
    .max(API_KEY_LIMITS.nameMaxLength, { error: 'apiKey.nameTooLong' }),
  scopes: z.array(z.enum(API_SCOPES)).min(1, { error: 'apiKey.scopesRequired' }),
});
export type PersonalApiKeyForm = z.infer<typeof personalApiKeySchema>;
