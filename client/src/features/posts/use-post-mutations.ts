import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PostCard_PostFragment } from '@/gql/graphql';
import { evictPost } from './post-cache';
import { DeletePostDocument, LikePostDocument, SharePostDocument, UnlikePostDocument } from './post-operations';

type LikeState = Pick<PostCard_PostFragment, 'id' | 'likesCount' | 'viewerHasLiked'>;

/** Likes or unlikes a post; the heart and the count change at once (optimistic) and settle on the server's answer. */
export function useToggleLike(): (post: LikeState) => Promise<void> {
  const [like] = useMutation(LikePostDocument);
  const [unlike] = useMutation(UnlikePostDocument);
  return useCallback(
    async (post) => {
      const liked = !post.viewerHasLiked;
      // A separate object: the generated result type leaves out __typename, which the cache needs.
      const optimistic = {
        __typename: 'Post' as const,
        id: post.id,
        viewerHasLiked: liked,
        likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)),
      };
      const variables = { postId: post.id };
      if (liked) await like({ variables, optimisticResponse: { likePost: optimistic } });
      else await unlike({ variables, optimisticResponse: { unlikePost: optimistic } });
    },
    [like, unlike],
  );
}

/** Counts a share (once per person; the server keeps the count exact). */
export function useSharePost(): (postId: string) => Promise<void> {
  const [share] = useMutation(SharePostDocument);
  return useCallback(
    async (postId) => {
      await share({ variables: { postId } });
    },
    [share],
  );
}

/** Deletes a post; it disappears from every list, feed and page at once. */
export function useDeletePost(): (postId: string) => Promise<void> {
  const [remove] = useMutation(DeletePostDocument);
  return useCallback(
    async (id) => {
      await remove({
        variables: { id },
        update(cache, { data }) {
          if (data?.deletePost) evictPost(cache, id);
        },
      });
    },
    [remove],
  );
}
