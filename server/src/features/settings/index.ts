// The front door of settings: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { SettingsService } from './settings.service';
