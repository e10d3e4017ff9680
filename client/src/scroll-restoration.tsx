import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'kuza.scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...savedPositions(), [key]: y }));
  } catch {
    // Storage may be full or blocked: back and forward then start at the top.
  }
}

/**
 * React Router's <ScrollRestoration> for the declarative router: a new page (link, redirect, search change) starts
 * at the top, or at its #hash; back, forward and a reload return to where that entry was scrolled.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();
  // The last position seen on this entry, kept as the page scrolls: by the time the next page has rendered,
  // window.scrollY may already be clamped to the new content.
  const position = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = navigation === 'POP' ? savedPositions()[key] : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    position.current = window.scrollY;
    const track = () => {
      position.current = window.scrollY;
    };
    const remember = () => savePosition(key, position.current);
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [key, hash, navigation]);

  return null;
}
