import { matchRoutes, type RouteObject } from 'react-router-dom';
import { CONTENT_PATHS, DASHBOARD_PATHS, SITE_PATHS, matchClientRoute } from '@kuza/common';
import { DASHBOARD_SCREENS } from '@/features/dashboard/dashboard-routes';
import { handleOf } from '@/features/public-pages/handle-gate';
import { routes } from './router';

// The server answers 404 for a path the client shows "Page not found" for, from common/src/client-routes.ts: the
// router and that list must agree.

/** Every full path the route tree registers (layout routes add none). */
function registered(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? registered(route.children, here) : [])];
  });
}

/** Whether the client renders its "Page not found" page at `path`. */
function showsNotFound(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  if (matches.at(-1)?.route.path === '*') return true;
  const handle = matches.find((match) => match.route.path === ':handle');
  return handle !== undefined && handleOf(handle.params.handle) === null;
}

describe('the client routes and common/client-routes.ts', () => {
  it('lists exactly the paths the router registers', () => {
    const paths = registered(routes).sort();
    // ':handle' is /@username (a one-segment path; the router shows 404 for the others).
    const expected = [...SITE_PATHS, '/p/:id', '/tag/:tag', '/:handle', '/dashboard/*', '/*'].sort();
    expect(paths).toEqual(expected);
    expect(CONTENT_PATHS).toEqual({ profile: '/@:username', post: '/p/:id', tag: '/tag/:tag' });
  });

  it('lists exactly the screens of the dashboard', () => {
    expect(DASHBOARD_SCREENS.map((route) => route.path).sort()).toEqual([...DASHBOARD_PATHS].sort());
  });

  it.each([...SITE_PATHS, '/p/4b1f', '/tag/afrobeats', '/@amara', '/dashboard', '/dashboard/post/4b1f', '/About/'])(
    'renders a page and not the 404 page at %s, as the server says',
    (path) => {
      expect(showsNotFound(path)).toBe(false);
      expect(matchClientRoute(path)).not.toBeNull();
    },
  );

  it.each(['/no/such/page', '/nonsense', '/p', '/tag', '/@', '/explore/more', '/p/4b1f/extra', '/dashboard/nope'])(
    'shows 404 at %s, as the server',
    (path) => {
      // /dashboard/* renders the dashboard's own routes: the dashboard's list is checked above.
      if (!path.startsWith('/dashboard/')) expect(showsNotFound(path)).toBe(true);
      expect(matchClientRoute(path)).toBeNull();
    },
  );
});
