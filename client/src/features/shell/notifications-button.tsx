import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** The top bar's bell: a popover listing notifications; Kuza sends none yet, so it says so plainly. */
export function NotificationsButton() {
  const { t } = useTranslation('dashboard');
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('topBar.notifications')}>
          <Bell aria-hidden />
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
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <BellOff className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">{t('notifications.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('notifications.emptyText')}</p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
