import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PostLock_PostFragment } from '@/gql/graphql';
import { profileHref } from '@/lib/content-links';
import { useMoney } from '@/lib/money-format';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useUnlockPost } from './use-unlock-post';

interface LockedPostPanelProps {
  post: PostLock_PostFragment;
  /** The author, whose profile has the Join button of their tiers. */
  authorUsername: string | null;
}

/**
 * Under a locked post's teaser: its price and Unlock (pay per view, through the gateway) or its tiers and Join (the
 * creator's profile). Nothing when the reader may read it all.
 */
export function LockedPostPanel({ post, authorUsername }: LockedPostPanelProps) {
  const { t } = useTranslation('paid-posts');
  const { money } = useMoney();
  const { fromError } = useServerMessage();
  const { unlock, state } = useUnlockPost(post.id);
  const [error, setError] = useState<string | null>(null);
  if (post.viewerCanAccess || post.access.kind === 'PUBLIC') return null;
  const price = post.access.price ? money(post.access.price) : null;
  const tiers = post.access.tiers.map((tier) => tier.name).join(', ');

  return (
    <div
      data-testid="locked-post"
      className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3 text-sm sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-center gap-2">
        <Lock aria-hidden className="size-4 shrink-0" />
        {post.access.kind === 'PAID' ? t('locked.paid') : t('locked.members', { tiers })}
      </p>
      {post.access.kind === 'PAID' && price ? (
        <Button
          size="sm"
          disabled={state === 'waiting'}
          onClick={() => {
            setError(null);
            unlock().catch((failure: unknown) => setError(fromError(failure, t('locked.failed'))));
          }}
        >
          {state === 'waiting' && <Spinner className="size-4" />}
          {t('locked.unlock', { price })}
        </Button>
      ) : (
        authorUsername && (
          <Button asChild size="sm" variant="outline">
            <Link to={`${profileHref(authorUsername)}?join=${encodeURIComponent(post.id)}`}>{t('locked.join')}</Link>
          </Button>
        )
      )}
      {(state === 'waiting' || state === 'failed' || error) && (
        <p role="status" className="text-xs text-muted-foreground sm:basis-full">
          {error ?? (state === 'waiting' ? t('locked.waiting') : t('locked.failed'))}
        </p>
      )}
    </div>
  );
}
