import { useSubscription } from '@apollo/client/react';
import { ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import type { FeedFilter, FeedMode } from '@/gql/graphql';
import { Button } from '@/ui/button';
import { FeedNewPostsDocument } from './feed-operations';

interface NewPostsPillProps {
  mode: FeedMode;
  filters: readonly FeedFilter[];
  /** Reloads the feed; `ids` are the posts the pill counted. */
  onShow: (ids: readonly string[]) => Promise<unknown>;
}

/**
 * "New posts": others' posts that would belong to this feed arrived. Pressing it reloads the feed from the top
 * (a ranked feed's pages are not reshuffled under the reader), where the list marks them and shows the first one.
 * The viewer's own posts are already on top.
 */
export function NewPostsPill({ mode, filters, onShow }: NewPostsPillProps) {
  const { t } = useTranslation('feed');
  const { user } = useAuth();
  const [arrived, setArrived] = useState<readonly string[]>([]);
  useSubscription(FeedNewPostsDocument, {
    skip: filters.includes('PAID'),
    onData: ({ data }) => {
      const post = data.data?.postCreated;
      const author = post?.author;
      if (!author || author.id === user?.id) return;
      if (mode === 'MY_FLOW' && !author.viewerIsFollowing) return;
      if (filters.includes('VERIFIED') && !author.isVerified) return;
      setArrived((ids) => (ids.includes(post.id) ? ids : [...ids, post.id]));
    },
  });
  if (arrived.length === 0) return null;
  return (
    <div className="sticky top-20 z-20 flex justify-center">
      <Button
        size="sm"
        className="rounded-full shadow-lg"
        onClick={() => {
          setArrived([]);
          window.scrollTo({ top: 0, behavior: 'smooth' });
          void onShow(arrived);
        }}
      >
        <ArrowUp aria-hidden />
        {t('newPosts')}
        <span className="rounded-full bg-primary-foreground/20 px-1.5 text-xs tabular-nums">{arrived.length}</span>
      </Button>
    </div>
  );
}
