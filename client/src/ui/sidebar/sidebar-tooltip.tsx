import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { LIMITS } from '@kuza/common';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../tooltip';

// This module loads when the sidebar first collapses to icons (sidebar-menu.tsx), after the layout has rendered, so
// each tooltip has a provider of its own. What one shared provider would keep, spec §9's "instant for 300 ms after
// another closes", is kept here: while a tooltip is open, and for the skip delay after it closes, the next one opens
// without waiting.
let instant = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const setInstant = (value: boolean) => {
  if (instant === value) return;
  instant = value;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function tooltipOpened(open: boolean) {
  clearTimeout(skipTimer);
  if (open) setInstant(true);
  else skipTimer = setTimeout(() => setInstant(false), LIMITS.tooltip.skipDelayMs);
}

interface SidebarTooltipProps {
  /** The menu button. */
  children: ReactElement;
  content: ReactNode;
  side: 'left' | 'right';
  /** The sidebar is expanded (or a sheet): the label is beside the icon already. */
  hidden: boolean;
}

/** A collapsed sidebar item's name beside its icon (spec §2.3). */
export function SidebarTooltip({ children, content, side, hidden }: SidebarTooltipProps) {
  const skip = useSyncExternalStore(subscribe, () => instant);
  return (
    <TooltipProvider delayDuration={skip ? 0 : undefined}>
      <Tooltip onOpenChange={tooltipOpened}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side={side} align="center" hidden={hidden}>
          {content}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
