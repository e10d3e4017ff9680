import { useQuery } from '@apollo/client/react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadMore } from '@/lib/use-load-more';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type { CommentItemProps } from './comment-item-props';
import { CommentRepliesDocument } from './comment-operations';

const PAGE = 10;

interface CommentRepliesProps {
  postId: string;
  postAuthorId: string | null;
  parentId: string;
  repliesCount: number;
  /** The depth of the replies (the post's own comments are 1). */
  depth: number;
  /** How each reply shows: CommentItem (passed in, as it shows this list in turn). */
  item: ComponentType<CommentItemProps>;
}

/**
 * The replies to a comment, oldest first, a page at a time. The first two levels of a thread show at once; deeper
 * replies wait behind "Show n replies", and load only then.
 */
export function CommentReplies({
  postId,
  postAuthorId,
  parentId,
  repliesCount,
  depth,
  item: Item,
}: CommentRepliesProps) {
  const { t } = useTranslation('conversation');
  const [open, setOpen] = useState(depth <= 2);
  const { data, loading, fetchMore } = useQuery(CommentRepliesDocument, {
    variables: { postId, parentId, first: PAGE },
    skip: !open || repliesCount === 0,
    fetchPolicy: 'cache-and-network',
  });
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.comments.pageInfo);
  if (repliesCount === 0) return null;
  if (!open)
    return (
      <Button variant="link" size="sm" className="h-auto self-start px-0" onClick={() => setOpen(true)}>
        {t('showReplies', { count: repliesCount })}
      </Button>
    );
  const replies = data?.comments.edges ?? [];
  return (
    <div className="mt-2 flex flex-col gap-2 border-s ps-3">
      {loading && !data ? (
        <Spinner className="mx-auto" />
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('reply')}>
          {replies.map(({ node }) => (
            <Item key={node.id} comment={node} postId={postId} postAuthorId={postAuthorId} depth={depth} />
          ))}
        </ol>
      )}
      {hasMore && (
        <Button variant="ghost" size="sm" className="self-start" onClick={loadMore}>
          {t('moreReplies')}
        </Button>
      )}
      {depth > 2 && (
        <Button variant="link" size="sm" className="h-auto self-start px-0" onClick={() => setOpen(false)}>
          {t('hideReplies')}
        </Button>
      )}
    </div>
  );
}
