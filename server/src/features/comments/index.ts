// The front door of comments: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { Comment } from './comment.entity';
export {
  COLUMNS as COMMENT_COLUMNS,
  type CommentRow,
  HIDDEN_BY_FILTER,
  POST_WITH_FILTER,
  toComment,
} from './comment.rows';
export { CommentService } from './comment.service';
