import path from 'node:path';
import { BUDGETS, KB, routeSizes } from '../bench/bundle';

// Issue 8: the client is code-split by route. Measured on the production build (`npm run build`, which `npm test`
// runs first): each route's JavaScript is the entry, its route chunks and their static imports, gzipped.
const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');

const routes = routeSizes(CLIENT_DIST);
const describeRoute = (r: (typeof routes)[number]) =>
  `${r.route}: ${(r.gzipBytes / KB).toFixed(1)} KB gzipped in ${r.files.length} files`;

it('measures the landing route and at least one dashboard route', () => {
  expect(routes.filter((r) => r.kind === 'landing')).toHaveLength(1);
  expect(routes.filter((r) => r.kind === 'dashboard').length).toBeGreaterThanOrEqual(1);
});

it.each(routes.filter((r) => r.kind === 'landing').map((r) => [describeRoute(r), r] as const))(
  `the landing route stays within ${BUDGETS.landing / KB} KB of gzipped JavaScript (%s)`,
  (_label, route) => {
    expect(route.gzipBytes).toBeLessThanOrEqual(BUDGETS.landing);
  },
);

it.each(routes.filter((r) => r.kind === 'dashboard').map((r) => [describeRoute(r), r] as const))(
  `each dashboard route stays within ${BUDGETS.dashboard / KB} KB of gzipped JavaScript (%s)`,
  (_label, route) => {
    expect(route.gzipBytes).toBeLessThanOrEqual(BUDGETS.dashboard);
  },
);
