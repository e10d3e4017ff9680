// The front door of comments: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { Comment } from './comment.entity';
export { CommentService } from './comment.service';
