import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspendDialog, useSuspension } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/button';

/**
 * Admins only: suspends the sender of a reported direct message from its report, with User Management's dialog
 * (an optional reason, e-mailed to them). Moderators see nothing: suspending is an admin's decision.
 */
export function SuspendSenderButton({ sender }: { sender: { id: string; username: string } }) {
  const { t } = useTranslation('admin');
  const { hasRole } = useAuth();
  const { suspend } = useSuspension();
  const [open, setOpen] = useState(false);
  if (!hasRole('ADMIN')) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserX aria-hidden />
        {t('reports.suspendSender', { username: sender.username })}
      </Button>
      <SuspendDialog
        open={open}
        onOpenChange={setOpen}
        name={`@${sender.username}`}
        onSuspend={(reason) => suspend(sender.id, reason)}
      />
    </>
  );
}
