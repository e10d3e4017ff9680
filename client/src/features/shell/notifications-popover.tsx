import { Popover } from 'radix-ui';
import { Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsPanel } from '@/features/notifications';
import { Spinner } from '@/ui/spinner';

interface NotificationsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell. */
  trigger: ReactElement;
}

/** The bell's popover, loaded when the bell is first opened (notifications-button.tsx). */
export function NotificationsPopover({ open, onOpenChange, trigger }: NotificationsPopoverProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 w-80 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-pop-in"
        >
          <h2 className="mb-3 font-semibold">{t('notifications.title')}</h2>
          <Suspense fallback={<Spinner className="mx-auto" />}>
            <NotificationsPanel onOpen={() => onOpenChange(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
