// Spec §3: the account settings a user chooses on the Settings screens (feed algorithm, colour theme, display
// mode, privacy toggles, interface language), with their defaults, in one place for server and client.
// Plain values only: the client's shell reads them, so they stay apart from the zod schema (settings-rules.ts).
import { fillCatalog } from './message-template';

export const FEED_ALGORITHMS = ['chrono', 'ai', 'expert', 'local'] as const;
export type FeedAlgorithm = (typeof FEED_ALGORITHMS)[number];

export const COLOR_THEMES = ['default', 'sunset', 'ocean', 'forest'] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const DISPLAY_MODES = ['light', 'dark', 'auto'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export const INTERFACE_LANGUAGES = ['en', 'sw', 'yo', 'fr', 'ar', 'am'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const PRIVACY_SETTINGS = [
  'publicProfile',
  'showFollowers',
  'showEarnings',
  'privateMessages',
  'collabRequests',
  'location',
  'filterContent',
  'commentFilter',
] as const;
export type PrivacySettingName = (typeof PRIVACY_SETTINGS)[number];
export type PrivacySettingsValues = Record<PrivacySettingName, boolean>;

/** Spec §3 "Privacy settings (default)". */
export const PRIVACY_DEFAULTS: PrivacySettingsValues = {
  publicProfile: true,
  showFollowers: true,
  showEarnings: false,
  privateMessages: true,
  collabRequests: true,
  location: false,
  filterContent: true,
  commentFilter: true,
};

export interface AccountSettingsValues {
  feedAlgorithm: FeedAlgorithm;
  theme: ColorTheme;
  displayMode: DisplayMode;
  /** Null until the user picks one: the interface then follows the browser (or the last choice on this device). */
  language: InterfaceLanguage | null;
  privacy: PrivacySettingsValues;
}

// The spec names ai as the default algorithm and lists "default" first among themes; it gives no default display
// mode, so Kuza keeps its designed light palette until the user chooses dark or auto.
export const DEFAULT_SETTINGS: AccountSettingsValues = {
  feedAlgorithm: 'ai',
  theme: 'default',
  displayMode: 'light',
  language: null,
  privacy: PRIVACY_DEFAULTS,
};

const list = (values: readonly string[]) => ({ values: values.join(', ') });

export const SETTINGS_TEMPLATES = {
  feedAlgorithm: 'Feed algorithm must be one of: {{values}}.',
  theme: 'Theme must be one of: {{values}}.',
  displayMode: 'Display mode must be one of: {{values}}.',
  language: 'Language must be one of: {{values}}.',
  privacyToggle: 'Privacy settings are on or off (true or false).',
} as const;

export const SETTINGS_PARAMS = {
  feedAlgorithm: list(FEED_ALGORITHMS),
  theme: list(COLOR_THEMES),
  displayMode: list(DISPLAY_MODES),
  language: list(INTERFACE_LANGUAGES),
} as const;

export const SETTINGS_MESSAGES = /*#__PURE__*/ fillCatalog(SETTINGS_TEMPLATES, SETTINGS_PARAMS);

export const isFeedAlgorithm = (value: string): value is FeedAlgorithm =>
  (FEED_ALGORITHMS as readonly string[]).includes(value);
