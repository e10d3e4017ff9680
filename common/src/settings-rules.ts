import { z } from 'zod';
import {
  COLOR_THEMES,
  DISPLAY_MODES,
  FEED_ALGORITHMS,
  INTERFACE_LANGUAGES,
  PRIVACY_SETTINGS,
  SETTINGS_MESSAGES,
  type PrivacySettingName,
} from './settings-options';

// The server's check of a settings change (spec §3), built on the values of settings-options.ts.

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });
const toggle = z.boolean({ error: SETTINGS_MESSAGES.privacyToggle });

/** A change to some settings: every field optional; what is given must be one of the spec's values. */
export const settingsUpdateSchema = z.object({
  feedAlgorithm: oneOf(FEED_ALGORITHMS, SETTINGS_MESSAGES.feedAlgorithm).optional(),
  theme: oneOf(COLOR_THEMES, SETTINGS_MESSAGES.theme).optional(),
  displayMode: oneOf(DISPLAY_MODES, SETTINGS_MESSAGES.displayMode).optional(),
  language: oneOf(INTERFACE_LANGUAGES, SETTINGS_MESSAGES.language).optional(),
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
