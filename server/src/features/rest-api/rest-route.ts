import type { z } from 'zod';
import type { ApiScopeName } from '@kuza/common';
import type { Context } from '../../graphql/context';
import type { UploadedFile } from './multipart';

export type RestMethod = 'get' | 'post' | 'put' | 'delete';

/** What a handler gets: the request's parts, each already checked against its route's schema. */
export interface RestInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /** The file of a multipart request (routes with `upload`). */
  file: UploadedFile | null;
}

/** A handler's answer; a JSON body is checked against nothing at run time (the contract test does it). */
export interface RestResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** The next page, as query parameters of the same path (becomes a `Link: <…>; rel="next"` header). */
  next?: Record<string, string> | null;
}

/**
 * One REST endpoint: its contract (the OpenAPI document is generated from these fields) and one service call.
 * `scope` is what an API key needs (graphql/api-scopes.ts); sessions are not limited by scopes.
 */
export interface RestRoute<P = unknown, Q = unknown, B = unknown> {
  method: RestMethod;
  /** Under /api, OpenAPI style: `/posts/{id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** null: no API key scope applies (signing in and out works with sessions only). */
  scope: ApiScopeName | null;
  /** The GraphQL mutation this route is (maintenance mode refuses it as it refuses that mutation). */
  mutation?: string;
  /** Whether an anonymous caller is refused with 401 before anything else. */
  signedIn: boolean;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Also accepts multipart/form-data with these fields and one file field `media` (the handler gets them as body). */
  upload?: z.ZodType;
  /** Accepts an Idempotency-Key (POSTs that act). */
  idempotent?: boolean;
  success: { status: number; description: string; schema?: z.ZodType; paged?: boolean };
  /** The error statuses this endpoint can answer besides 401/429/500 (documented as problem+json). */
  errors: number[];
  // Method syntax: routes of different input types share one list.
  handle(ctx: Context, input: RestInput<P, Q, B>): Promise<RestResult>;
}

/** Declares a route with its input types inferred from its schemas. */
export const defineRoute = <P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  route: RestRoute<P, Q, B>,
): RestRoute => route as unknown as RestRoute;
