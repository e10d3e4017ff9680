import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

// The dialog, its form and rules (zod) load when a supporter opens it; pointing at the button starts it early.
const loadDialog = () => import('./tip-dialog');
const TipDialog = lazy(() => loadDialog().then((m) => ({ default: m.TipDialog })));

interface TipButtonProps {
  creatorUsername: string;
  /** The post the tip is for; none on a profile. */
  postId?: string | null;
  /** The post's tip count, shown beside the button. */
  count?: number;
  size?: 'sm' | 'default';
}

/** Tip: on every post (not one's own) and every creator's profile. */
export function TipButton({ creatorUsername, postId = null, count, size = 'sm' }: TipButtonProps) {
  const { t } = useTranslation('tips');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={count === undefined ? 'outline' : 'ghost'}
        size={size}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label={count === undefined ? undefined : t('buttonLabel', { count, username: creatorUsername })}
      >
        <HandCoins aria-hidden />
        {count === undefined ? t('button') : <span data-testid="tips-count">{count}</span>}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TipDialog creatorUsername={creatorUsername} postId={postId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
