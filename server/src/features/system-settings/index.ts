// The front door of system-settings: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { maintenanceRefusal } from './maintenance-mode';
export { maintenanceModePlugin } from './maintenance-mode.plugin';
export { shownText } from './profanity-filter';
export { SystemSettingsService } from './system-settings.service';
