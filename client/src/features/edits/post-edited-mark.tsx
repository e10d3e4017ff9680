import { useLazyQuery } from '@apollo/client/react';
import { EditedMark } from './edited-mark';
import { PostVersionsDocument } from './edit-operations';

/** A post's "edited" mark: its history is fetched when opened (and again after each edit, the cache's entry evicted). */
export function PostEditedMark({ postId, editedAt }: { postId: string; editedAt: string }) {
  const [load, { data }] = useLazyQuery(PostVersionsDocument, { fetchPolicy: 'cache-and-network' });
  const post = data?.post;
  const versions = post
    ? [
        ...post.versions.map((version) => ({ content: version.content, writtenAt: version.writtenAt })),
        { content: post.content, writtenAt: post.editedAt ?? post.createdAt },
      ]
    : undefined;
  return <EditedMark editedAt={editedAt} versions={versions} onOpen={() => void load({ variables: { id: postId } })} />;
}
