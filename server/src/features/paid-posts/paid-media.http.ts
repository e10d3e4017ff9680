import type { Express, RequestHandler } from 'express';
import { MESSAGES } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { sqlRow } from '../../db/sql';
import { Clock } from '../../kernel/clock';
import { mediaSignatureValid } from './media-signature';

/**
 * In front of /media: a file of a locked post is served only with a valid, unexpired signature of its key
 * (`?access=`, which Post.mediaUrl gives those entitled), Range requests included; and never cached by shared caches.
 * Other files pass as before.
 */
export function paidMediaGuard(deps: Deps): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = req.path.slice(1).split('/').map(decodeURIComponent).join('/');
    } catch {
      return next(); // a malformed path: the files handler answers it
    }
    sqlRow(deps.db, `SELECT 1 AS locked FROM post_access WHERE media_key = $1`, [key])
      .then((row) => {
        if (!row) return next();
        const now = deps.services.get(Clock).now();
        if (!mediaSignatureValid(deps.config.jwtSecret, key, req.query.access, now)) {
          res
            .status(403)
            .set('cache-control', 'no-store')
            .json({
              errors: [{ message: MESSAGES['paidPost.mediaLocked'], extensions: { code: 'FORBIDDEN' } }],
            });
          return;
        }
        // The files handler keeps a Cache-Control already set: no shared cache keeps a paid file.
        res.setHeader('cache-control', 'private, max-age=600');
        next();
      })
      .catch(next);
  };
}

/** Mounts the guard before the /media files handler (app/server.ts). */
export function mountPaidMedia(app: Express, deps: Deps): void {
  app.use('/media', paidMediaGuard(deps));
}
