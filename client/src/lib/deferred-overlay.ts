import { useState, type KeyboardEvent, type PointerEvent } from 'react';

/** A module loaded once, on first demand; `get` says synchronously whether it is there yet. */
export interface DeferredModule<T> {
  get: () => T | undefined;
  load: () => Promise<T>;
}

/** `deferredModule(() => import('./user-menu-dropdown'))`, at module scope so every render shares one load. */
export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => loaded,
    load: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A failed chunk load (offline) is tried again on the next demand.
          pending = undefined;
          throw error;
        },
      )),
  };
}

/** What opens the overlay: a menu opens on press (pointer down, Enter, Space, ArrowDown), a popover on click. */
export type OverlayOpensOn = 'press' | 'click';

/**
 * An overlay (a menu, a popover) whose code loads when it is first wanted, so that Radix's popper, focus trap and
 * scroll lock are not part of a route's first download (tests/e2e/bundle-size.test.ts). Until it first opens, the
 * trigger is a plain button with `triggerProps`: pointing at or focusing it starts the load, and pressing it opens
 * the overlay as soon as the code is there. From then on the loaded overlay renders the trigger itself.
 */
export function useDeferredOverlay<T>(module: DeferredModule<T>, opensOn: OverlayOpensOn, preload?: () => void) {
  const [loaded, setLoaded] = useState(module.get);
  const [open, setOpen] = useState(false);
  // Pointing or focusing only fetches: the loaded overlay replaces the plain trigger when it opens, as focus moves
  // into the overlay anyway (replacing a focused trigger earlier would drop a keyboard user's focus).
  const preloadAll = () => {
    preload?.();
    module.load().catch(() => undefined);
  };
  const openSoon = () => {
    preload?.();
    setOpen(true);
    module.load().then(setLoaded, () => setOpen(false));
  };
  const triggerProps = {
    'aria-haspopup': opensOn === 'press' ? ('menu' as const) : ('dialog' as const),
    'aria-expanded': false,
    onPointerEnter: preloadAll,
    onFocus: preloadAll,
    ...(opensOn === 'press'
      ? {
          onPointerDown: (event: PointerEvent) => {
            // As Radix's menu trigger: the left button without Ctrl opens it, without moving focus to the trigger.
            if (event.button !== 0 || event.ctrlKey) return;
            event.preventDefault();
            openSoon();
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
            event.preventDefault();
            openSoon();
          },
        }
      : { onClick: openSoon }),
  };
  return { loaded, open, setOpen, triggerProps };
}
