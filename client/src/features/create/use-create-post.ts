import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ProgressRequestInit, UploadProgress } from '@/apollo/upload-progress-fetch';
import { insertPostIntoLists } from '@/features/posts';
import type { MediaType, PostCard_PostFragment } from '@/gql/graphql';
import { CreatePostDocument } from './create-operations';

export interface NewPost {
  content: string;
  media?: File | null;
  mediaType?: MediaType;
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
    async ({ content, media, mediaType, splitId, onProgress }: NewPost) => {
      const fetchOptions: ProgressRequestInit = onProgress ? { onUploadProgress: onProgress } : {};
      const { data } = await mutate({
        variables: { input: { content, media: media ?? undefined, mediaType, splitId: splitId ?? undefined } },
        context: { fetchOptions },
      });
      if (!data) throw new Error('createPost returned no data');
      return data.createPost;
    },
    [mutate],
  );
  return [create, { loading }];
}
