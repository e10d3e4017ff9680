import { useSyncExternalStore } from 'react';
import { LIMITS } from '@kuza/common';

// Spec §9: "mobile" means below 768 px.
const query = `(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
