// The front door of bookmarks: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { BookmarkService } from './bookmark.service';
