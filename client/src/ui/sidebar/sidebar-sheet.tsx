import type { CSSProperties, ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../sheet';

type SidebarSheetProps = ComponentProps<typeof Sheet> & { side: 'start' | 'end' };

/** Below 768 px the sidebar becomes a sheet (spec §2.3: 18rem); Radix's dialog loads only there (sidebar.tsx). */
export function SidebarSheet({ side, children, ...props }: SidebarSheetProps) {
  const { t } = useTranslation('common');
  return (
    <Sheet {...props}>
      <SheetContent
        data-sidebar="sidebar"
        data-slot="sidebar"
        data-mobile="true"
        className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground [&>button]:hidden"
        style={{ '--sidebar-width': LIMITS.sidebar.widthMobile } as CSSProperties}
        side={side}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{t('sidebar.title')}</SheetTitle>
          <SheetDescription>{t('sidebar.description')}</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
