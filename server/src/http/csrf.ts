import type { RequestHandler } from 'express';
import { REFUSALS, sendRefusal } from './error-handler';

// A browser sends a cross-site form (or an <img>, or a fetch without custom headers) without asking the server
// first: a GET, or a POST of one of these types. Such a request to /graphql must carry a header no form can set,
// as Apollo Server's CSRF prevention requires (on too, behind this); JSON POSTs are always preflighted. This check
// runs before the multipart parser, so a refused upload is not even read into a temp file.
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/** Whether a browser could have sent this request cross-site without a CORS preflight. */
export function mayBeCrossSiteForm(headers: Record<string, string | string[] | undefined>): boolean {
  const type = headers['content-type'];
  if (typeof type === 'string') {
    const essence = type.split(';')[0].trim().toLowerCase();
    if (!SIMPLE_CONTENT_TYPES.has(essence)) return false;
  }
  return !PREFLIGHT_HEADERS.some((name) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0;
  });
}

/** Refuses (400, JSON) a /graphql request a cross-site form could have sent. */
export const csrfGuard: RequestHandler = (req, res, next) => {
  if (mayBeCrossSiteForm(req.headers)) return sendRefusal(req, res, REFUSALS.csrf);
  next();
};
