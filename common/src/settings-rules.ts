import { z } from 'zod';
import {
  COLOR_THEMES,
  DISPLAY_MODES,
  FEED_ALGORITHMS,
  INTERFACE_LANGUAGES,
  PRIVACY_SETTINGS,
  type PrivacySettingName,
} from './settings-options';
import type { MessageId } from './messages';

// The server's check of a settings change (spec §3), built on the values of settings-options.ts.

// Each rule's message is its id in messages.ts.
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: MessageId) =>
  z.enum(values, { error: message });
const toggle = z.boolean({ error: 'settings.privacyToggle' satisfies MessageId });

/** A change to some settings: every field optional; what is given must be one of the spec's values. */
export const settingsUpdateSchema = z.object({
  feedAlgorithm: oneOf(FEED_ALGORITHMS, 'settings.feedAlgorithm').optional(),
  theme: oneOf(COLOR_THEMES, 'settings.theme').optional(),
  displayMode: oneOf(DISPLAY_MODES, 'settings.displayMode').optional(),
  language: oneOf(INTERFACE_LANGUAGES, 'settings.language').optional(),
  privacy: z
    .object(
      Object.fromEntries(PRIVACY_SETTINGS.map((name) => [name, toggle.optional()])) as Record<
        PrivacySettingName,
        z.ZodOptional<typeof toggle>
      >,
    )
    .optional(),
});

export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
