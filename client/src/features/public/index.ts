// What the router and the dashboard use: the public site's layout and routes, the error boundary and the 404 page.
export { PublicLayout } from './public-layout';
export { publicRoutes } from './public-routes';
export { RouteErrorBoundary } from './route-error-boundary';
export { NotFoundPage } from './not-found-page';
