// What other features use: a hashtag's posts, newest first, live.
export { HashtagPosts } from './hashtag-posts';
