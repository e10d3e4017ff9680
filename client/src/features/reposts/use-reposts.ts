import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PostCard_PostFragment, RepostButtons_PostFragment } from '@/gql/graphql';
import { QuotePostDocument, RepostDocument, UndoRepostDocument } from './repost-operations';

/** Reposts or undoes one's repost; the button and count change at once (optimistic) and settle on the server's answer. */
export function useToggleRepost(): (post: RepostButtons_PostFragment) => Promise<void> {
  const [repost] = useMutation(RepostDocument);
  const [undo] = useMutation(UndoRepostDocument);
  return useCallback(
    async (post) => {
      const reposted = !post.viewerHasReposted;
      const optimistic = {
        __typename: 'Post' as const,
        id: post.id,
        viewerHasReposted: reposted,
        repostsCount: Math.max(0, post.repostsCount + (reposted ? 1 : -1)),
      };
      const variables = { postId: post.id };
      if (reposted) await repost({ variables, optimisticResponse: { repost: optimistic } });
      else await undo({ variables, optimisticResponse: { undoRepost: optimistic } });
    },
    [repost, undo],
  );
}

/** Puts a new post into the loaded lists that show it (given by the posts feature, which owns those lists). */
export type InsertPost = (cache: ApolloCache, post: PostCard_PostFragment) => void;

/** Quotes a post: the quote joins the lists that show the quoter's posts; the quoted post's count comes back with it. */
export function useQuotePost(insert: InsertPost): (postId: string, content: string) => Promise<void> {
  const [quote] = useMutation(QuotePostDocument);
  return useCallback(
    async (postId, content) => {
      await quote({
        variables: { postId, content },
        update(cache, { data }) {
          if (data?.quotePost) insert(cache, data.quotePost);
        },
      });
    },
    [quote, insert],
  );
}
