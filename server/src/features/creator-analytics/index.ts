// The front door of creator-analytics: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { CreatorAnalyticsService } from './creator-analytics.service';
