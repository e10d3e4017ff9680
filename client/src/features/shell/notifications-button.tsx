import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loadNotificationsPanel, useUnreadNotifications } from '@/features/notifications';
import { deferredModule, useDeferredOverlay } from '@/lib/deferred-overlay';
import { Button } from '@/ui/button';

// Radix's popover loads with the list when the bell is first opened; pointing at the bell starts both early.
const popover = deferredModule(() => import('./notifications-popover'));
const preloadPanel = () => void loadNotificationsPanel();

/** The top bar's bell: how many notifications are unread (live), and a popover listing the newest ones. */
export function NotificationsButton() {
  const { t, i18n } = useTranslation('dashboard');
  const unread = useUnreadNotifications();
  const { loaded, open, setOpen, triggerProps } = useDeferredOverlay(popover, 'click', preloadPanel);
  const value = new Intl.NumberFormat(i18n.language).format(unread);
  const label = unread > 0 ? t('notifications.unreadLabel', { count: unread, value }) : t('topBar.notifications');
  const bell = (
    <>
      <Bell aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="absolute -end-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
        >
          {unread > 99 ? `${new Intl.NumberFormat(i18n.language).format(99)}+` : value}
        </span>
      )}
    </>
  );
  if (!loaded) {
    return (
      <Button variant="ghost" size="icon" aria-label={label} className="relative" {...triggerProps}>
        {bell}
      </Button>
    );
  }
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={label} className="relative">
      {bell}
    </Button>
  );
  return <loaded.NotificationsPopover open={open} onOpenChange={setOpen} trigger={trigger} />;
}
