// What other features use: the post card and list, cache helpers for new and deleted posts.
export { PostCard, type PostCardData } from './post-card';
export { PostList } from './post-list';
export { PostSkeletons } from './post-skeleton';
export { VerifiedBadge } from './post-author';
export { insertPostIntoLists, evictPost, storedFieldArgs } from './post-cache';
