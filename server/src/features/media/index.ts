// The front door of media: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { MediaType } from './media-type';
export { type MediaRequest, MediaService, type StoredMedia } from './media.service';
