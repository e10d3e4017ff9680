import type { Post } from '../posts';
import type { Reposter } from './repost.service';

// The feed marks the posts of a page that a repost brought (feed.service.ts); Post.repostedBy answers from the mark.
const marks = new WeakMap<Post, Reposter>();

export function markReposted(post: Post, reposter: Reposter): void {
  marks.set(post, reposter);
}

export function reposterOf(post: Post): Reposter | null {
  return marks.get(post) ?? null;
}
