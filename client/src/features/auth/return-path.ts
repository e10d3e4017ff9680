import { useLocation, type Location } from 'react-router-dom';
import { matchClientRoute } from '@kuza/common';

/** Spec §2.2: where /auth sends a signed-in user when no valid return path was handed over. */
export const DEFAULT_RETURN_PATH = '/dashboard';

/** Router state RequireAuth hands to /auth: the protected place the visitor wanted. */
export interface ReturnPathState {
  from: string;
  /** The tab /auth opens on ("Join Kuza" opens Sign Up). */
  tab?: 'login' | 'signup';
}

/** "/dashboard" followed by the end, a sub-path, a query or a fragment; not "/dashboards" or "//host". */
const DASHBOARD_TREE = /^\/dashboard(?:$|[/?#])/;
// Any origin works: it only lets the URL parser resolve the path the way the browser will.
const PARSE_ORIGIN = 'http://return-path.invalid';

export function returnPathState(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  tab?: ReturnPathState['tab'],
): ReturnPathState {
  const { pathname, search, hash } = location;
  return { from: `${pathname}${search}${hash}`, ...(tab ? { tab } : {}) };
}

const CONTENT_PAGES = new Set(['profile', 'post', 'tag']);

/** Inside the /dashboard tree, or a public post, profile or hashtag page (a visitor signs in from there). */
function returnable(path: string): boolean {
  if (DASHBOARD_TREE.test(path)) return true;
  const route = path.startsWith('/') ? matchClientRoute(path.split(/[?#]/)[0]) : null;
  return route !== null && CONTENT_PAGES.has(route.kind);
}

/**
 * The wanted location if it stays inside the /dashboard tree or is a public content page, else /dashboard. Router state can be crafted (it
 * survives in history), so it is checked both as written and as the browser would resolve it: "/dashboard/../admin",
 * "%2e%2e" segments and backslashes all resolve outside the tree.
 */
export function safeReturnPath(state: unknown): string {
  const from = (state as Partial<ReturnPathState> | null | undefined)?.from;
  if (typeof from !== 'string' || !returnable(from)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(from, PARSE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PARSE_ORIGIN && returnable(resolved) ? resolved : DEFAULT_RETURN_PATH;
}

/** The tab this /auth visit opens on. */
export function useAuthTab(): 'login' | 'signup' {
  const state = useLocation().state as Partial<ReturnPathState> | null;
  return state?.tab === 'signup' ? 'signup' : 'login';
}

/** Where this /auth visit should end once a session exists. */
export function useReturnPath(): string {
  return safeReturnPath(useLocation().state);
}
