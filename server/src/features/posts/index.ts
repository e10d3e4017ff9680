// The front door of posts: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { HashtagPostsService } from './hashtag-posts.service';
export { extrasColumns, extrasJoin, extrasOf, type ExtrasRow } from './post-extras';
export { ALL_POST_FIELDS, type PostSelection, postSelectionOf, SelectionTexts } from './post-selection';
export { Post } from './post.entity';
export { postById } from './post.loaders';
export { postColumns, type PostRow, toPost } from './post.rows';
export { PostService } from './post.service';
export { CreatePostInput, PostConnection } from './post.types';
export { PostAccessInput, PostAccessKind } from './post-access.types';
export type { PostCreateStep } from './post-create-step';
