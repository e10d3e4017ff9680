// The front door of comments: what other features may use.
export { appendToThread } from './comment-cache';
export { CommentItem } from './comment-item';
