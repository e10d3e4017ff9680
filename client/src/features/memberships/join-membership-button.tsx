import { Crown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

// The dialog and its query load when a supporter opens it; pointing at the button starts it early.
const loadDialog = () => import('./join-membership-dialog');
const JoinMembershipDialog = lazy(() => loadDialog().then((m) => ({ default: m.JoinMembershipDialog })));

/**
 * Join: on a creator's profile (not one's own), opening the creator's tiers and the checkout. Arriving from a locked
 * post's Join (`fromPostId`), the tiers open at once and the join names that post, whose split then shares the income.
 */
export function JoinMembershipButton({
  creatorUsername,
  fromPostId = null,
}: {
  creatorUsername: string;
  fromPostId?: string | null;
}) {
  const { t } = useTranslation('memberships');
  const [open, setOpen] = useState(fromPostId !== null);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Crown aria-hidden />
        {t('join.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <JoinMembershipDialog
            creatorUsername={creatorUsername}
            fromPostId={fromPostId}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
