// The front door of public-pages: what app/ wires. Resolvers are found by graphql/find-modules.ts.
export { createPageRenderer, mountPublicPages, type PublicPage } from './public-pages.http';
export { PublicPageService } from './public-page.service';
