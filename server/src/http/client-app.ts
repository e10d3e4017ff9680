import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from '../logger';

/** Serves the built client: assets, the GraphiQL page at /graphiql, and index.html for client routes. */
export function mountClient(app: Express, clientDir: string, logger: Logger): void {
  const index = path.join(clientDir, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ clientDir }, 'The client is not built (npm run build): only the API is served');
    return;
  }
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.get('/graphiql', (_req, res) => res.sendFile(path.join(clientDir, 'graphiql.html')));
  app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
