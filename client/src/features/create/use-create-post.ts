import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ProgressRequestInit, UploadProgress } from '@/apollo/upload-progress-fetch';
import { insertPostIntoLists } from '@/features/posts';
import type { MediaType, PostAccessInput, PostCard_PostFragment } from '@/gql/graphql';
import { CreatePostDocument } from './create-operations';

export interface NewPost {
  content: string;
  media?: File | null;
  mediaType?: MediaType;
  /** Who may read it beyond its teaser (paid posts); public when absent. */
  access?: PostAccessInput | null;
  /** One of the author's splits, to divide what the post earns. */
  splitId?: string | null;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Publishes a post. It appears at once at the top of the viewer's feeds, their post lists and the loaded
 * lists of each of its hashtags (no refetch).
 */
export function useCreatePost(): [(post: NewPost) => Promise<PostCard_PostFragment>, { loading: boolean }] {
  const [mutate, { loading }] = useMutation(CreatePostDocument, {
    update(cache, { data }) {
      if (data) insertPostIntoLists(cache, data.createPost, { feeds: true });
    },
  });
  const create = useCallback(
    async ({ content, media, mediaType, access, splitId, onProgress }: NewPost) => {
      const fetchOptions: ProgressRequestInit = onProgress ? { onUploadProgress: onProgress } : {};
      const input = {
        content,
        media: media ?? undefined,
        mediaType,
        access: access ?? undefined,
        splitId: splitId ?? undefined,
      };
      const { data } = await mutate({
        variables: { input },
        context: { fetchOptions },
      });
      if (!data) throw new Error('createPost returned no data');
      return data.createPost;
    },
    [mutate],
  );
  return [create, { loading }];
}
