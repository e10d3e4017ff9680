// The front door of edits: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { CommentEditService } from './comment-edit.service';
export { ContentVersion } from './content-version.type';
export { PostEditService } from './post-edit.service';
