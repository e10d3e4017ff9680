import { useEffect, useRef, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` with requestAnimationFrame once the element is on screen
 * (spec §1: the landing figures count up over 2000 ms). With reduced motion, the final value shows at once.
 */
export function useCountUp<E extends Element>(target: number, durationMs: number) {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(progress === 1 ? target : target * easeOutCubic(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    const begin = () => {
      frame = requestAnimationFrame(step);
    };
    if (typeof IntersectionObserver === 'undefined') {
      begin();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        begin();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  return { ref, value };
}
