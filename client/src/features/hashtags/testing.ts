// What other features' tests use (never production code): a hashtag's posts and live posts, to mock them.
export { HashtagNewPostsDocument, HashtagPostsDocument } from './hashtag-operations';
