// The front door of follows: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { FollowListService } from './follow-list.service';
export { FollowService } from './follow.service';
