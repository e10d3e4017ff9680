import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned sentinel ref scrolls near the viewport (infinite scroll).
 * Does nothing while `enabled` is false (no next page, or a page is already loading).
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean): (element: Element | null) => void {
  const latest = useRef(loadMore);
  const observer = useRef<IntersectionObserver | null>(null);
  const enabledRef = useRef(enabled);
  useEffect(() => {
    latest.current = loadMore;
    enabledRef.current = enabled;
  });

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback((element: Element | null) => {
    observer.current?.disconnect();
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (enabledRef.current && entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.current.observe(element);
  }, []);
}
