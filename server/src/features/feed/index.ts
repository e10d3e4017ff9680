// The front door of feed: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { FeedService } from './feed.service';
