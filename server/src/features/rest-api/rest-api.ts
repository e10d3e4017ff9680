import type { Express } from 'express';
import type { Deps } from '../../graphql/services';
import { buildOpenApiDocument } from './openapi';
import { createRestRouter, type RestRouterOptions } from './rest-router';
import type { RestRoute } from './rest-route';
import { analyticsRoutes } from './routes/analytics.routes';
import { authRoutes } from './routes/auth.routes';
import { discoveryRoutes } from './routes/discovery.routes';
import { type PostEditor, postRoutes } from './routes/posts.routes';
import { webhookRoutes } from './routes/webhooks.routes';

export interface RestApiOptions extends RestRouterOptions {
  /** PUT /api/posts/{id}: the edits feature's `PostEditService.edit` (without it the route is not offered). */
  editPost?: PostEditor;
  /**
   * Routes of other features, declared like these (rest-route.ts) and mounted with them: the place of
   * more routes, declared with defineRoute (the webhooks routes live in routes/webhooks.routes.ts).
   */
  routes?: readonly RestRoute[];
}

/** Every REST route Kuza serves, in the order the document lists them. */
export function restRoutes(options: Pick<RestApiOptions, 'editPost' | 'routes'>): RestRoute[] {
  return [
    ...postRoutes(options.editPost),
    ...webhookRoutes(),
    ...discoveryRoutes(),
    ...authRoutes(),
    ...analyticsRoutes(),
    ...(options.routes ?? []),
  ];
}

/** Mounts /api: the REST routes, /api/openapi.json, and a JSON 404 for every other path under /api. */
export function mountRestApi(app: Express, deps: Deps, options: RestApiOptions): void {
  const routes = restRoutes(options);
  const document = JSON.stringify(buildOpenApiDocument(routes, { version: '1.0.0' }));
  app.get('/api/openapi.json', (_req, res) => {
    res.set({ 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
    res.type('application/json').send(document);
  });
  app.use('/api', createRestRouter(deps, routes, options));
}
