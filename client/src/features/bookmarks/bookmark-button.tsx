import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookmarkButton_PostFragment } from '@/gql/graphql';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { useToggleBookmark } from './use-bookmarks';

interface BookmarkButtonProps {
  post: BookmarkButton_PostFragment;
  onError: (error: unknown) => void;
}

/** Save for later (signed-in readers): private, listed on the dashboard's Saved page. */
export function BookmarkButton({ post, onError }: BookmarkButtonProps) {
  const { t } = useTranslation('bookmarks');
  const toggle = useToggleBookmark();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={post.viewerHasBookmarked}
      aria-label={post.viewerHasBookmarked ? t('unsave') : t('save')}
      onClick={() => toggle(post).catch(onError)}
      className={cn(post.viewerHasBookmarked && 'text-primary')}
    >
      <Bookmark aria-hidden className={cn(post.viewerHasBookmarked && 'fill-current')} />
    </Button>
  );
}
