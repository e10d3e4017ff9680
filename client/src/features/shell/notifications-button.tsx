import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNotificationsPanel, NotificationsPanel, useUnreadNotifications } from '@/features/notifications';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

/** The top bar's bell: how many notifications are unread (live), and a popover listing the newest ones. */
export function NotificationsButton() {
  const { t, i18n } = useTranslation('dashboard');
  const unread = useUnreadNotifications();
  const [open, setOpen] = useState(false);
  const value = new Intl.NumberFormat(i18n.language).format(unread);
  const label = unread > 0 ? t('notifications.unreadLabel', { count: unread, value }) : t('topBar.notifications');
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          className="relative"
          onPointerEnter={() => void loadNotificationsPanel()}
          onFocus={() => void loadNotificationsPanel()}
        >
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
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 w-80 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-pop-in"
        >
          <h2 className="mb-3 font-semibold">{t('notifications.title')}</h2>
          <Suspense fallback={<Spinner className="mx-auto" />}>
            <NotificationsPanel onOpen={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
