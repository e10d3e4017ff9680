import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import proxyaddr from 'proxy-addr';
import { messageText, type MessageId } from '@kuza/common';
import type { Context, RequestInfo } from '../graphql/context';

// GraphQL over HTTP for the common case, a POST of a JSON body, straight from node:http to Apollo: Express's router,
// body parser and per-response ETag cost more than the execution of a small query (docs/benchmarks.md). Everything
// else (uploads, GET, preflights, encoded bodies) goes through the Express app.

/** The largest JSON body accepted, as for Express's json parser on the other path. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const bodyError = (
  status: number,
  code: string,
  messageId: MessageId,
): { status: number; code: string; messageId: MessageId; message: string } => ({
  status,
  code,
  messageId,
  message: messageText(messageId),
});

export const BODY_ERRORS = {
  invalidJson: bodyError(400, 'BAD_REQUEST', 'errors.invalidJson'),
  tooLarge: bodyError(413, 'PAYLOAD_TOO_LARGE', 'errors.bodyTooLarge'),
} as const;

export type BodyError = (typeof BODY_ERRORS)[keyof typeof BODY_ERRORS];

/** A multipart (upload) request graphql-upload refused before Apollo saw it, with graphql-upload's own words. */
export function multipartError(status: 400 | 413, message = ''): BodyError {
  return status === 413
    ? {
        ...bodyError(413, 'PAYLOAD_TOO_LARGE', 'errors.uploadTooLarge'),
        message: message || messageText('errors.uploadTooLarge'),
      }
    : {
        ...bodyError(400, 'BAD_REQUEST', 'errors.badMultipart'),
        message: message || messageText('errors.badMultipart'),
      };
}

export function sendBodyError(res: ServerResponse, error: BodyError, headers: OutgoingHttpHeaders): void {
  const body = JSON.stringify({
    errors: [{ message: error.message, extensions: { code: error.code, messageId: error.messageId } }],
  });
  res.writeHead(error.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

export interface GraphqlHttpOptions {
  apollo: ApolloServer<Context>;
  /** Headers every /graphql answer carries (security, CORS, caching). */
  headers: OutgoingHttpHeaders;
  trustProxy: boolean;
  /** The request's context (the caller may still be being checked: graphql/context-factory.ts). */
  context(authorization: string | undefined, request: RequestInfo): Context;
}

const trustAll = () => true;

/** The caller's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry (as Express reports it). */
export const clientIp = (req: IncomingMessage, trustProxy: boolean) =>
  (trustProxy ? proxyaddr(req, trustAll) : req.socket.remoteAddress) ?? 'unknown';

/** Whether this request is one the fast path answers. */
export function isJsonPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  if (url !== '/graphql' && !url.startsWith('/graphql?')) return false;
  const type = req.headers['content-type'];
  if (!type || !/^application\/(?:graphql-response\+)?json\s*(?:;\s*charset=utf-8\s*)?$/i.test(type)) return false;
  const encoding = req.headers['content-encoding'];
  return encoding === undefined || encoding.toLowerCase() === 'identity';
}

/** Answers a JSON POST to /graphql. */
export function createGraphqlHttpHandler({ apollo, headers, trustProxy, context }: GraphqlHttpOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    readBody(req, (error, text) => {
      if (error) {
        // The rest of an oversized body is not read: the connection closes after the answer.
        if (error === BODY_ERRORS.tooLarge) res.shouldKeepAlive = false;
        return sendBodyError(res, error, headers);
      }
      let body: unknown;
      try {
        body = text === '' ? {} : JSON.parse(text!);
      } catch {
        return sendBodyError(res, BODY_ERRORS.invalidJson, headers);
      }
      answer(req, res, body).catch((failure: unknown) => {
        // Apollo turns every error of a request into a GraphQL answer; reaching here means the socket failed.
        res.destroy(failure instanceof Error ? failure : undefined);
      });
    });
  };

  async function answer(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const requestHeaders = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) requestHeaders.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url!;
    const query = url.indexOf('?');
    // The context starts the caller's check (a session or API key statement) before Apollo runs: pg-pool writes a
    // statement on its next tick, and a tick queued now runs before Apollo's first await resumes, so PostgreSQL
    // checks the caller while Apollo prepares the operation. Built inside Apollo's context callback (a microtask),
    // the statement would only leave after all of that preparation.
    const contextValue = context(req.headers.authorization, {
      ip: clientIp(req, trustProxy),
      userAgent: req.headers['user-agent'],
      setHeader: (name, value) => res.setHeader(name, value),
    });
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers: requestHeaders, search: query < 0 ? '' : url.slice(query), body },
      context: async () => contextValue,
    });
    const out: OutgoingHttpHeaders = { ...headers };
    for (const [key, value] of response.headers) out[key] = value;
    if (response.body.kind === 'complete') {
      // With its length the answer goes out as one write; without, Node frames it as chunks (four buffers).
      out['content-length'] = Buffer.byteLength(response.body.string);
      res.writeHead(response.status ?? 200, out);
      return void res.end(response.body.string);
    }
    res.writeHead(response.status ?? 200, out);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }
}

function readBody(req: IncomingMessage, done: (error: BodyError | null, text?: string) => void): void {
  const declared = Number(req.headers['content-length']);
  if (declared > JSON_BODY_LIMIT) {
    req.resume();
    return done(BODY_ERRORS.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on('data', (chunk: Buffer) => {
    if (failed) return;
    size += chunk.length;
    if (size > JSON_BODY_LIMIT) {
      failed = true;
      chunks.length = 0;
      return done(BODY_ERRORS.tooLarge);
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (!failed) done(null, chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'));
  });
  // A caller that goes away mid-body gets no answer; nothing was started for it.
  req.on('error', () => {
    failed = true;
  });
}
