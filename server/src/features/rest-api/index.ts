// The front door of rest-api: /api/* over the same services as GraphQL (issue 34). app/server.ts mounts it.
export { mountRestApi, restRoutes, type RestApiOptions } from './rest-api';
export { buildOpenApiDocument } from './openapi';
export { defineRoute, type RestRoute } from './rest-route';
export type { PostEditor } from './routes/posts.routes';
