// What the router uses: the routes of the public post, profile and hashtag pages.
export { contentRoutes } from './content-routes';
