import { finished } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { messageText, type MessageId } from '@kuza/common';
import type { Logger } from '../logger';
import { BODY_ERRORS, multipartError, type BodyError } from './graphql-http';

// Every answer the Express app gives that is not a GraphQL result nor a file: the GraphQL error shape
// `{ errors: [{ message, extensions: { code, messageId } }] }` on every path, so a client reads one shape. The
// message is always Kuza's own: an error's text can name files (ENOENT ... '/data/uploads/...'), modules or hosts.

const refusal = (status: number, code: string, messageId: MessageId): BodyError => ({
  status,
  code,
  messageId,
  message: messageText(messageId),
});

export const REFUSALS = {
  badRequest: refusal(400, 'BAD_REQUEST', 'errors.badRequest'),
  badUrl: refusal(400, 'BAD_REQUEST', 'errors.badUrl'),
  csrf: refusal(400, 'BAD_REQUEST', 'errors.csrfPreflightRequired'),
  notFound: refusal(404, 'NOT_FOUND', 'errors.notFound'),
  unsupportedCharset: refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedCharset'),
  unsupportedEncoding: refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedEncoding'),
  internal: refusal(500, 'INTERNAL_SERVER_ERROR', 'errors.internal'),
} as const;

/** An error that already says how to answer it (raised by Kuza's own middleware). */
export class RequestRefused extends Error {
  constructor(readonly refusal: BodyError) {
    super(refusal.message);
  }
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  405: 'METHOD_NOT_ALLOWED',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
};

// body-parser names each of its refusals with a `type`.
const BODY_PARSER_REFUSALS: Record<string, BodyError> = {
  'entity.parse.failed': BODY_ERRORS.invalidJson,
  'entity.too.large': BODY_ERRORS.tooLarge,
  'charset.unsupported': REFUSALS.unsupportedCharset,
  'encoding.unsupported': REFUSALS.unsupportedEncoding,
};

/** How to answer an error raised before GraphQL ran, or null when it is Kuza's fault (a masked 500). */
export function refusalFor(error: unknown): BodyError | null {
  if (error instanceof RequestRefused) return error.refusal;
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode, type } = error as HttpishError;
  if (type && BODY_PARSER_REFUSALS[type]) return BODY_PARSER_REFUSALS[type];
  // Express and send raise URIError (400) for a path they cannot decode.
  if (error instanceof URIError) return REFUSALS.badUrl;
  const code = status ?? statusCode;
  if (code === 404) return REFUSALS.notFound;
  if (code === 413) return BODY_ERRORS.tooLarge;
  // Any other refusal of the request (http-errors' 4xx): its status, with a code named for it.
  if (typeof code === 'number' && code >= 400 && code < 500)
    return { ...REFUSALS.badRequest, status: code, code: CODE_BY_STATUS[code] ?? 'BAD_REQUEST' };
  return null;
}

/** Answers once the request body has been read to its end, so the caller reads the answer instead of a reset. */
export function sendRefusal(req: Request, res: Response, answer: BodyError): void {
  const send = () => {
    if (res.headersSent || res.destroyed) return;
    res
      .status(answer.status)
      .type('application/json; charset=utf-8')
      .send(
        JSON.stringify({
          errors: [{ message: answer.message, extensions: { code: answer.code, messageId: answer.messageId } }],
        }),
      );
  };
  if (req.readableEnded) return send();
  finished(req, () => send());
  req.resume();
}

/** Refuses a URL whose percent-encoding is broken (`?query=%E0%A4%A`) before any route reads it. */
export const refuseBadUrl: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.originalUrl.replace(/\+/g, ' '));
  } catch {
    return sendRefusal(req, res, REFUSALS.badUrl);
  }
  next();
};

/** What nothing else answered: a 404 in JSON. */
export const notFoundHandler: RequestHandler = (req, res) => sendRefusal(req, res, REFUSALS.notFound);

/** graphql-upload's own refusals keep its words (they say what is wrong and hold nothing of the server). */
export function uploadRefusal(error: unknown): RequestRefused {
  const { status, expose, message } = error as { status?: number; expose?: boolean; message?: string };
  if (expose && status === 413) return new RequestRefused(multipartError(413, message));
  if (expose && status === 400) return new RequestRefused(multipartError(400, message));
  // The multipart parser's own errors (no boundary, the form ends early): the request is malformed.
  return new RequestRefused(multipartError(400));
}

/** The last handler: every error becomes JSON with a code and the right status; Kuza's own faults are masked. */
export function createErrorHandler(logger: Pick<Logger, 'error'>): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const answer = refusalFor(error);
    if (!answer) logger.error({ err: error, method: req.method, path: req.path }, 'Unexpected error in an HTTP route');
    if (res.headersSent) return void res.destroy();
    sendRefusal(req, res, answer ?? REFUSALS.internal);
  };
}
