import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { z } from 'zod';
import { firstIssue } from '@kuza/common';
import { requireScope } from '../../graphql/api-scopes';
import { createContext, type IdentifyViewer } from '../../graphql/context-factory';
import { AppError, badInput, unauthenticated } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { clientIp, JSON_BODY_LIMIT } from '../../http/graphql-http';
import type { Logger } from '../../logger';
import { quotaHeaders, quotaOf } from '../api-keys';
import { maintenanceRefusal } from '../system-settings';
import { checkIdempotencyKey, IdempotencyStore, requestHash, type StoredAnswer } from './idempotency';
import { isMultipart, readMultipart, type UploadedFile } from './multipart';
import { answerError, problemFor, sendProblem } from './problem';
import type { RestRoute } from './rest-route';

export interface RestRouterOptions {
  identify: IdentifyViewer;
  trustProxy: boolean;
  logger: Logger;
}

// Any origin may call the API: callers authenticate with bearer tokens, never cookies, so no request is CSRF-able
// (a cross-site form can set no Authorization header, and bodies other than multipart uploads must be JSON).
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, if-none-match',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-expose-headers':
    'etag, link, location, retry-after, idempotent-replayed, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
  vary: 'authorization',
};

// A route that is a mutation is held to maintenance mode through the same check as GraphQL's, by that mutation's name.
const documents = new Map<string, [DocumentNode, OperationDefinitionNode]>();
function mutationDocument(field: string): [DocumentNode, OperationDefinitionNode] {
  let parsed = documents.get(field);
  if (!parsed) {
    const document = parse(`mutation { ${field} }`);
    parsed = [document, document.definitions[0] as OperationDefinitionNode];
    documents.set(field, parsed);
  }
  return parsed;
}

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The router of /api: each route's request checked in the order GraphQL checks it, and every answer JSON. */
export function createRestRouter(deps: Deps, routes: readonly RestRoute[], options: RestRouterOptions): Router {
  const router = express.Router();
  const idempotency = new IdempotencyStore(deps.db);
  router.use((req, res, next) => {
    res.set(CORS_HEADERS);
    res.set('cache-control', req.method === 'GET' ? 'private, no-cache' : 'no-store');
    if (req.method === 'OPTIONS') return void res.sendStatus(204);
    next();
  });
  router.use(express.json({ limit: JSON_BODY_LIMIT }));

  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    router[route.method](expressPath(route.path), (req, res) => void answer(route, req, res));
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method.toUpperCase()]);
  }
  for (const [path, methods] of methodsByPath) {
    router.all(expressPath(path), (req, res) => {
      res.setHeader('allow', [...methods, 'OPTIONS'].join(', '));
      const problem = problemFor(405, 'METHOD_NOT_ALLOWED', 'restApi.methodNotAllowed', req.originalUrl, {
        method: req.method,
      });
      sendProblem(res, { problem, headers: [] });
    });
  }
  // Never the web app's HTML under /api.
  router.use((req, res) => {
    sendProblem(res, { problem: problemFor(404, 'NOT_FOUND', 'errors.notFound', req.originalUrl), headers: [] });
  });
  router.use((error: unknown, req: Request, res: Response, _next: express.NextFunction) => {
    sendProblem(res, answerError(error, req.originalUrl, options.logger));
  });
  return router;

  async function answer(route: RestRoute, req: Request, res: Response): Promise<void> {
    const instance = req.originalUrl.split('?')[0];
    let file: UploadedFile | null = null;
    let claimed: { userId: string; key: string } | null = null;
    try {
      const ctx = await createContext(deps, options.identify, req.headers.authorization, {
        ip: clientIp(req, options.trustProxy),
        userAgent: req.headers['user-agent'],
        setHeader: (name, value) => res.setHeader(name, value),
      });
      const quota = quotaOf(ctx.viewer);
      if (quota) for (const [name, value] of quotaHeaders(quota)) res.setHeader(name, value);
      if (route.signedIn && !ctx.viewer) throw unauthenticated();
      if (route.scope) requireScope(ctx, route.scope);
      if (route.mutation) {
        const refusal = await maintenanceRefusal(deps.services, ctx.viewer, ...mutationDocument(route.mutation));
        if (refusal) throw refusal;
      }

      let rawBody: unknown = undefined;
      let body: unknown = undefined;
      if (route.upload && isMultipart(req)) {
        const form = await readMultipart(req);
        file = form.file;
        rawBody = [form.fields, file ? [file.filename, file.sha256] : null];
        body = checkPart(route.upload, form.fields);
      } else if (route.body) {
        if (req.is('application/json') !== 'application/json') {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'restApi.jsonRequired');
        }
        rawBody = req.body;
        body = checkPart(route.body, req.body);
      }
      const params = route.params ? checkPart(route.params, req.params) : {};
      const query = route.query ? checkPart(route.query, req.query) : {};

      const key = req.get('idempotency-key');
      if (route.idempotent && key !== undefined && ctx.viewer) {
        const claim = { userId: ctx.viewer.id, key: checkIdempotencyKey(key) };
        const first = await idempotency.claim(
          claim.userId,
          claim.key,
          requestHash([route.operationId, params, rawBody]),
        );
        if (first) return replay(res, first);
        claimed = claim;
      }
      const stored = respond(route, req, res, await route.handle(ctx, { params, query, body, file }));
      if (claimed) await idempotency.finish(claimed.userId, claimed.key, stored);
    } catch (error) {
      const answered = answerError(error, instance, options.logger);
      if (claimed) {
        // A refusal is the answer to replay; a failure of Kuza's (or a full quota) may succeed when retried.
        const { status } = answered.problem;
        if (status >= 500 || status === 429) await idempotency.release(claimed.userId, claimed.key).catch(() => {});
        else {
          await idempotency
            .finish(claimed.userId, claimed.key, {
              status,
              headers: { 'content-type': 'application/problem+json; charset=utf-8' },
              body: JSON.stringify(answered.problem),
            })
            .catch(() => {});
        }
      }
      sendProblem(res, answered);
    } finally {
      await file?.remove();
    }
  }
}

/** Checks a part of the request with its schema; the first broken rule is a BAD_USER_INPUT, as in GraphQL. */
function checkPart<T>(schema: z.ZodType<T>, value: unknown): T {
  const checked = firstIssue(schema, value ?? {});
  if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
  return checked.data as T;
}

/** Sends a handler's answer (ETag and 304 for GETs, Link for pages); returns it as stored for idempotent replays. */
function respond(
  route: RestRoute,
  req: Request,
  res: Response,
  result: Awaited<ReturnType<RestRoute['handle']>>,
): StoredAnswer {
  const status = result.status ?? 200;
  const headers: Record<string, string> = { ...result.headers };
  if (result.next) {
    const search = new URLSearchParams(result.next).toString();
    headers.link = `<${req.baseUrl}${req.path}?${search}>; rel="next"`;
  }
  if (result.body === undefined) {
    res.set(headers).status(status).end();
    return { status, headers, body: null };
  }
  const text = JSON.stringify(result.body);
  headers['content-type'] = 'application/json; charset=utf-8';
  if (route.method === 'get') {
    headers.etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
    res.set(headers);
    if (matchesETag(req.get('if-none-match'), headers.etag)) {
      res.status(304).end();
      return { status: 304, headers, body: null };
    }
  }
  res.set(headers).status(status).end(text);
  return { status, headers, body: text };
}

function replay(res: Response, answer: StoredAnswer): void {
  res.set(answer.headers).set('idempotent-replayed', 'true').status(answer.status);
  res.end(answer.body ?? undefined);
}

function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((value) => {
    const candidate = value.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}
