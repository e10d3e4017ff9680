import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { deferredModule, useDeferredOverlay } from '@/lib/deferred-overlay';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Button } from '@/ui/button';

// Radix's menu (with its popper and focus handling) loads when the menu is first opened or pointed at.
const dropdown = deferredModule(() => import('./user-menu-dropdown'));

/** The avatar menu; the initial is the first letter of the user's e-mail (spec §2.3). */
export function UserMenu() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { loaded, open, setOpen, triggerProps } = useDeferredOverlay(dropdown, 'press');
  if (!user) return null;
  const initial = user.email.charAt(0).toUpperCase();
  const avatar = (
    <Avatar>
      {user.profile?.avatarUrl && <AvatarImage src={user.profile.avatarUrl} alt="" />}
      <AvatarFallback>{initial}</AvatarFallback>
    </Avatar>
  );
  const label = t('userMenu.label');
  if (!loaded) {
    return (
      <Button variant="ghost" size="icon" className="rounded-full" aria-label={label} {...triggerProps}>
        {avatar}
      </Button>
    );
  }
  const trigger = (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={label}>
      {avatar}
    </Button>
  );
  return <loaded.UserMenuDropdown open={open} onOpenChange={setOpen} trigger={trigger} />;
}
