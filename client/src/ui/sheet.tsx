import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

// Sides are logical (start/end) so the sheet opens from the reading-direction edge in RTL languages.
const sideClass = {
  start:
    'inset-y-0 start-0 h-full w-3/4 border-e data-[state=closed]:animate-slide-out-start data-[state=open]:animate-slide-in-start sm:max-w-sm',
  end: 'inset-y-0 end-0 h-full w-3/4 border-s data-[state=closed]:animate-slide-out-end data-[state=open]:animate-slide-in-end sm:max-w-sm',
  top: 'inset-x-0 top-0 h-auto border-b data-[state=open]:animate-fade-in',
  bottom: 'inset-x-0 bottom-0 h-auto border-t data-[state=open]:animate-slide-in-bottom',
} as const;

export function SheetContent({
  className,
  children,
  side = 'end',
  showCloseButton = true,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof sideClass; showCloseButton?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn('fixed z-50 flex flex-col gap-4 bg-background shadow-lg', sideClass[side], className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close className="absolute end-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">{t('actions.close')}</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
