import { Quote, Repeat2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepostButtons_PostFragment } from '@/gql/graphql';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { type InsertPost, useToggleRepost } from './use-reposts';

// The composer and its rules (zod) load when someone opens it; pointing at the button starts it early.
const loadDialog = () => import('./quote-dialog');
const QuoteDialog = lazy(() => loadDialog().then((m) => ({ default: m.QuoteDialog })));

interface RepostButtonsProps {
  post: RepostButtons_PostFragment & { content: string };
  /** Signed in: otherwise the buttons ask the visitor to sign in first. */
  signedIn: boolean;
  onSignInFirst: () => void;
  onError: (error: unknown) => void;
  insertPost: InsertPost;
}

/** Repost (a toggle, with the count) and Quote (a new post of one's own that embeds this one). */
export function RepostButtons({ post, signedIn, onSignInFirst, onError, insertPost }: RepostButtonsProps) {
  const { t } = useTranslation('reposts');
  const toggle = useToggleRepost();
  const [quoting, setQuoting] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={post.viewerHasReposted}
        aria-label={post.viewerHasReposted ? t('undoRepost') : t('repost')}
        onClick={() => (signedIn ? toggle(post).catch(onError) : onSignInFirst())}
        className={cn(post.viewerHasReposted && 'text-primary')}
      >
        <Repeat2 aria-hidden />
        <span data-testid="reposts-count">{post.repostsCount}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('quote')}
        onClick={() => (signedIn ? setQuoting(true) : onSignInFirst())}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Quote aria-hidden />
        <span data-testid="quotes-count">{post.quotesCount}</span>
      </Button>
      {quoting && (
        <Suspense fallback={null}>
          <QuoteDialog
            postId={post.id}
            quotedContent={post.content}
            open={quoting}
            onOpenChange={setQuoting}
            insertPost={insertPost}
          />
        </Suspense>
      )}
    </>
  );
}
