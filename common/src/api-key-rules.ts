import { z } from 'zod';
import { API_KEY_TIERS } from './limits';
import { VALIDATION_MESSAGES as M } from './validation-messages';

// Spec §5 (API key generation) and §9 (marketed tiers). The generate dialog and the payment-gateway page
// share one rule with different "name required" messages.
export const API_KEY_LIMITS = { nameMaxLength: 100, descriptionMaxLength: 500 } as const;

export const API_KEY_MESSAGES = {
  nameTooLong: `API key name must be at most ${API_KEY_LIMITS.nameMaxLength} characters`,
  descriptionTooLong: `API key description must be at most ${API_KEY_LIMITS.descriptionMaxLength} characters`,
} as const;

export type ApiKeyKindName = 'API' | 'PAYMENT_GATEWAY';

/** The "name required" message for the screen that generates this kind of key. */
export function apiKeyNameRequiredMessage(kind: ApiKeyKindName): string {
  return kind === 'PAYMENT_GATEWAY' ? M.apiKeyNameRequiredIntegration : M.apiKeyNameRequiredDialog;
}

const TIER_NAMES = Object.keys(API_KEY_TIERS) as [keyof typeof API_KEY_TIERS, ...Array<keyof typeof API_KEY_TIERS>];

/** Name trimmed and required; description optional, trimmed, and null when empty; a tier of spec §9 (absent: FREE). */
export function apiKeyFormSchema(kind: ApiKeyKindName) {
  const required = apiKeyNameRequiredMessage(kind);
  return z.object({
    name: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(API_KEY_LIMITS.nameMaxLength, { error: API_KEY_MESSAGES.nameTooLong }),
    description: z
      .string()
      .trim()
      .max(API_KEY_LIMITS.descriptionMaxLength, { error: API_KEY_MESSAGES.descriptionTooLong })
      .nullish()
      .transform((value) => (value ? value : null)),
    tier: z.enum(TIER_NAMES).optional(),
  });
}

export type ApiKeyFormValues = z.input<ReturnType<typeof apiKeyFormSchema>>;
export type ApiKeyFormInput = z.output<ReturnType<typeof apiKeyFormSchema>>;
