import type { Express, NextFunction, Request, Response } from 'express';
import type { IdentifyViewer } from '../../graphql/context-factory';
import { AppError, httpStatusOf } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { MembersService } from './members.service';

export const MEMBERS_CSV_PATH = '/memberships/members.csv';

/**
 * GET /memberships/members.csv: the caller's members as a CSV download. Authenticated like the API (a bearer
 * session token, or an API key with the EARNINGS scope); never cached.
 */
export function mountMemberships(app: Express, deps: Deps, identify: IdentifyViewer): void {
  app.get(MEMBERS_CSV_PATH, (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const viewer = await identify(deps.services, req.headers.authorization);
      if (!viewer) throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
      if (viewer.apiKeyId && !viewer.apiKeyScopes?.includes('EARNINGS')) {
        throw new AppError('FORBIDDEN', 'apiKey.missingScope', { params: { scope: 'EARNINGS' } });
      }
      const csv = await deps.services.get(MembersService).membersCsv(viewer.id);
      res.set({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="kuza-members.csv"',
        'cache-control': 'no-store',
      });
      res.send(csv);
    })().catch((error: unknown) => {
      if (error instanceof AppError) {
        const { code, messageId, params } = error.extensions;
        res
          .status(httpStatusOf(code))
          .json({ errors: [{ message: error.message, extensions: { code, messageId, params } }] });
        return;
      }
      next(error);
    });
  });
}
