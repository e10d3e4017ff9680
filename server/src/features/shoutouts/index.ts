// The front door of shoutouts: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { ShoutoutService } from './shoutout.service';
export { Shoutout } from './shoutout.types';
