// The front door of likes: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { viewerLikedPost } from './like.loaders';
export { LikeService } from './like.service';
