import type { UpdateSystemSettingsInput } from '@/gql/graphql';

export type SettingKey = keyof UpdateSystemSettingsInput;
export type SettingValues = Record<SettingKey, boolean>;

// Spec §2.3 System Settings: the nine switches, grouped as the screen shows them.
export const SETTING_SECTIONS: ReadonlyArray<{
  id: 'moderation' | 'notifications' | 'platform';
  keys: readonly SettingKey[];
}> = [
  { id: 'moderation', keys: ['autoModeration', 'profanityFilter', 'spamDetection'] },
  { id: 'notifications', keys: ['reportAlerts', 'newUserSignupAlerts', 'systemAlerts'] },
  { id: 'platform', keys: ['maintenanceMode', 'allowNewSignups', 'publicProfiles'] },
];

export const SETTING_KEYS: readonly SettingKey[] = SETTING_SECTIONS.flatMap((section) => section.keys);

/** The switches' values from the server's answer (extra fields such as updatedAt are left out). */
export function settingValues(settings: SettingValues): SettingValues {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, settings[key]])) as SettingValues;
}
