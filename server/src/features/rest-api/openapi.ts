import { z } from 'zod';
import type { RestRoute } from './rest-route';
import { COMPONENT_SCHEMAS } from './rest-schemas';

// The OpenAPI 3.1 document, generated from the routes' own zod schemas (z.toJSONSchema, JSON Schema 2020-12, the
// dialect OpenAPI 3.1 uses): what validates a request is what the document says, with no second copy.

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request or its body breaks a rule (`field` names the input)',
  401: 'No valid bearer token or API key',
  403: 'Not allowed: another person’s content, or an API key without the scope this operation needs',
  404: 'Not found',
  409: 'The Idempotency-Key was used with another body, or its first request is still running',
  413: 'The upload is too large',
  415: 'The body is not JSON (or, for uploads, multipart/form-data), or the file is of an unsupported type',
  429: 'Too many requests: the API key’s hourly quota (or the sign-in limit) is used up; see Retry-After',
  500: 'Unexpected error (masked)',
  503: 'Maintenance mode (writes other than signing in and out), or the database is briefly unreachable',
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests per hour of the API key (or `unlimited`)', schema: { type: 'string' } },
  'X-RateLimit-Remaining': { description: 'Requests left in this hour', schema: { type: 'string' } },
  'X-RateLimit-Reset': { description: 'When the hour ends, in Unix seconds', schema: { type: 'string' } },
};

/** Builds the document. Each route's schemas get a name under components (operationId + Body or Upload). */
export function buildOpenApiDocument(routes: readonly RestRoute[], info: { version: string }): JsonSchema {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  const register = (schema: z.ZodType, id: string) => {
    if (idOf.has(schema)) return idOf.get(schema)!;
    registry.add(schema, { id });
    idOf.set(schema, id);
    return id;
  };
  for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) register(schema, id);
  for (const route of routes) {
    if (route.body) register(route.body, `${capitalize(route.operationId)}Body`);
    if (route.upload) register(route.upload, `${capitalize(route.operationId)}Upload`);
  }
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'input',
    unrepresentable: 'any',
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${idOf.get(schema)}` });

  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) {
    const operation: Operation = {
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      'x-kuza-scope': route.scope,
      security: route.signedIn ? [{ bearer: [] }] : [{ bearer: [] }, {}],
      parameters: [
        ...parametersOf(route.params, 'path'),
        ...parametersOf(route.query, 'query'),
        ...(route.idempotent ? [IDEMPOTENCY_HEADER] : []),
        ...(route.method === 'get' ? [IF_NONE_MATCH_HEADER] : []),
      ],
      responses: responsesOf(route, ref),
    };
    if (route.body || route.upload) {
      operation.requestBody = {
        required: true,
        content: {
          ...(route.body ? { 'application/json': { schema: ref(route.body) } } : {}),
          ...(route.upload ? { 'multipart/form-data': { schema: ref(route.upload) } } : {}),
        },
      };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kuza REST API',
      version: info.version,
      description:
        'The same operations as the GraphQL API at /graphql, over the same services and rules. Authenticate with ' +
        '`Authorization: Bearer <API key or access token>`. Errors are RFC 9457 problem details.',
    },
    servers: [{ url: '/api' }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API key (kuza_live_…) or an access token (JWT).' },
      },
    },
  };
}

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Retrying with the same key and body answers the first response again (kept 24 hours).',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

const IF_NONE_MATCH_HEADER = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of an earlier answer: 304 Not Modified when it is still current.',
  schema: { type: 'string' },
};

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => {
    const {
      $schema: _dialect,
      description,
      ...json
    } = z.toJSONSchema(field, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    return {
      name,
      in: location,
      required: location === 'path' || !field.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: json,
    };
  });
}

function responsesOf(route: RestRoute, ref: (schema: z.ZodType) => JsonSchema): Record<string, unknown> {
  const { success } = route;
  const headers: Record<string, unknown> = { ...RATE_LIMIT_HEADERS };
  if (route.method === 'get') headers.ETag = { description: 'Send back in If-None-Match', schema: { type: 'string' } };
  if (success.paged) headers.Link = { description: 'The next page: `<…>; rel="next"`', schema: { type: 'string' } };
  if (success.status === 201) headers.Location = { description: 'The new resource', schema: { type: 'string' } };
  const responses: Record<string, unknown> = {
    [success.status]: {
      description: success.description,
      headers,
      ...(success.schema ? { content: { 'application/json': { schema: ref(success.schema) } } } : {}),
    },
  };
  if (route.method === 'get') responses['304'] = { description: 'Not modified (If-None-Match)' };
  // Any request may carry a bad bearer (401) or a used-up key (429), or meet maintenance or an unreachable database
  // (503); a key may lack the scope (403).
  const statuses = new Set([...route.errors, 401, 429, 500, 503, ...(route.scope ? [403] : [])]);
  for (const status of [...statuses].sort()) responses[status] = problemResponse(ERROR_DESCRIPTIONS[status]);
  return responses;
}

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
