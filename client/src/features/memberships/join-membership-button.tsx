import { Crown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

// The dialog and its query load when a supporter opens it; pointing at the button starts it early.
const loadDialog = () => import('./join-membership-dialog');
const JoinMembershipDialog = lazy(() => loadDialog().then((m) => ({ default: m.JoinMembershipDialog })));

/** Join: on a creator's profile (not one's own), opening the creator's tiers and the checkout. */
export function JoinMembershipButton({ creatorUsername }: { creatorUsername: string }) {
  const { t } = useTranslation('memberships');
  const [open, setOpen] = useState(false);
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
          <JoinMembershipDialog creatorUsername={creatorUsername} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
