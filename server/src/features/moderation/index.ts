// The front door of moderation: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { ModerationService } from './moderation.service';
