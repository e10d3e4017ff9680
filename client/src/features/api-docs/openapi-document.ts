// The parts of an OpenAPI 3.1 document the reference viewer reads (the one Kuza serves at /api/openapi.json).

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  'x-kuza-scope': string | null;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Endpoint {
  method: string;
  path: string;
  operation: OperationObject;
}

/** Every operation, grouped by its first tag, in the document's order. */
export function endpointsByTag(document: OpenApiDocument): Array<[string, Endpoint[]]> {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? '';
      groups.set(tag, [...(groups.get(tag) ?? []), { method: method.toUpperCase(), path, operation }]);
    }
  }
  return [...groups];
}

/** The name of a `#/components/schemas/X` reference. */
export const refName = (ref: string) => ref.split('/').pop() ?? ref;

export function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  return schema.$ref ? (document.components.schemas[refName(schema.$ref)] ?? {}) : schema;
}

/** A short type label: `string`, `Post`, `Post[]`, `string | null`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeLabel(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.format ? `${schema.type ?? 'any'} (${schema.format})` : (schema.type ?? 'any');
}

/** A JSON body to start from: each property of the request schema with an empty value of its type. */
export function exampleBody(document: OpenApiDocument, schema: JsonSchema): string {
  const resolved = resolve(document, schema);
  const example: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    example[name] = type === 'number' || type === 'integer' ? 0 : type === 'boolean' ? false : '';
  }
  return JSON.stringify(example, null, 2);
}

/** The request URL of an endpoint with its path and query parameters filled in (empty ones left out). */
export function requestUrl(path: string, values: Record<string, string>, parameters: Parameter[]): string {
  let url = `/api${path}`;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[parameter.name] ?? '';
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && value !== '') query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}
