import { useCallback, useEffect, useRef } from 'react';
import { queueImpression } from './audience-reporter';

// A post counts as seen when at least half of it stays on screen for a second.
const VISIBLE_RATIO = 0.5;
const DWELL_MS = 1_000;

type TrackRef = (element: Element | null) => void;

/**
 * For a list of posts: `const track = useImpressionTracker();` then `<article ref={track(post.id)}>` on each card.
 * Posts seen on screen are reported as impressions, batched (see audience-reporter.ts).
 */
export function useImpressionTracker(): (postId: string) => TrackRef {
  const observer = useRef<IntersectionObserver | null>(null);
  const postIdOf = useRef(new Map<Element, string>());
  const dwell = useRef(new Map<Element, ReturnType<typeof setTimeout>>());
  const refs = useRef(new Map<string, TrackRef>());
  const elementOf = useRef(new Map<string, Element>());

  const stopDwell = useCallback((element: Element) => {
    clearTimeout(dwell.current.get(element));
    dwell.current.delete(element);
  }, []);

  const getObserver = useCallback((): IntersectionObserver | null => {
    if (observer.current || typeof IntersectionObserver === 'undefined') return observer.current;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const postId = postIdOf.current.get(entry.target);
          if (!postId) continue;
          if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) {
            if (!dwell.current.has(entry.target)) {
              dwell.current.set(
                entry.target,
                setTimeout(() => {
                  dwell.current.delete(entry.target);
                  queueImpression(postId);
                }, DWELL_MS),
              );
            }
          } else {
            stopDwell(entry.target);
          }
        }
      },
      { threshold: [0, VISIBLE_RATIO, 1] },
    );
    return observer.current;
  }, [stopDwell]);

  useEffect(() => {
    // (Re)attach cards already rendered: refs run before effects, and StrictMode remounts effects.
    const current = getObserver();
    elementOf.current.forEach((element) => current?.observe(element));
    const timers = dwell.current;
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      timers.forEach((id) => clearTimeout(id));
      timers.clear();
    };
  }, [getObserver]);

  return useCallback(
    (postId: string) => {
      let ref = refs.current.get(postId);
      if (!ref) {
        ref = (element: Element | null) => {
          const previous = elementOf.current.get(postId);
          if (previous && previous !== element) {
            observer.current?.unobserve(previous);
            postIdOf.current.delete(previous);
            stopDwell(previous);
            elementOf.current.delete(postId);
          }
          if (!element) return;
          elementOf.current.set(postId, element);
          postIdOf.current.set(element, postId);
          getObserver()?.observe(element);
        };
        refs.current.set(postId, ref);
      }
      return ref;
    },
    [getObserver, stopDwell],
  );
}
