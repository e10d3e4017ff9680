import type { CommentItem_CommentFragment } from '@/gql/graphql';

/** What one comment of a thread shows from (comment-item.tsx), also handed to its replies' list. */
export interface CommentItemProps {
  comment: CommentItem_CommentFragment;
  postId: string;
  postAuthorId: string | null;
  /** 1 for a comment on the post, 2 for a reply to one, and so on. */
  depth: number;
}
