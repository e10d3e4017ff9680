// The front door of profile-settings: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { ProfileSettingsService } from './profile-settings.service';
