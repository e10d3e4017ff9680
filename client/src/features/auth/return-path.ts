import { useLocation, type Location } from 'react-router-dom';

/** Spec §2.2: where /auth sends a signed-in user when no valid return path was handed over. */
export const DEFAULT_RETURN_PATH = '/dashboard';

/** Router state RequireAuth hands to /auth: the protected place the visitor wanted. */
export interface ReturnPathState {
  from: string;
}

/** "/dashboard" followed by the end, a sub-path, a query or a fragment; not "/dashboards" or "//host". */
const DASHBOARD_TREE = /^\/dashboard(?:$|[/?#])/;
// Any origin works: it only lets the URL parser resolve the path the way the browser will.
const PARSE_ORIGIN = 'http://return-path.invalid';

export function returnPathState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnPathState {
  const { pathname, search, hash } = location;
  return { from: `${pathname}${search}${hash}` };
}

/**
 * The wanted location if it stays inside the /dashboard tree, else /dashboard. Router state can be crafted (it
 * survives in history), so it is checked both as written and as the browser would resolve it: "/dashboard/../admin",
 * "%2e%2e" segments and backslashes all resolve outside the tree.
 */
export function safeReturnPath(state: unknown): string {
  const from = (state as Partial<ReturnPathState> | null | undefined)?.from;
  if (typeof from !== 'string' || !DASHBOARD_TREE.test(from)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(from, PARSE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PARSE_ORIGIN && DASHBOARD_TREE.test(resolved) ? resolved : DEFAULT_RETURN_PATH;
}

/** Where this /auth visit should end once a session exists. */
export function useReturnPath(): string {
  return safeReturnPath(useLocation().state);
}
