import { useLocation } from 'react-router-dom';

/** What the server knew of the first page it served (a removed post, a circle's teaser, ...): see page-head.ts there. */
export type ServerPageState = 'teaser' | 'gone' | 'missing' | 'private';

const first =
  typeof document === 'undefined'
    ? null
    : {
        path: window.location.pathname,
        state: document.querySelector('meta[name="kuza:page-state"]')?.getAttribute('content') ?? null,
      };

/** The server's word on this page when it is the page the visit started on; undefined after navigating. */
export function useServerPageState(): ServerPageState | undefined {
  const { pathname } = useLocation();
  return first?.path === pathname ? ((first.state as ServerPageState | null) ?? undefined) : undefined;
}
