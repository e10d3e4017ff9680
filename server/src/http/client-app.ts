import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from '../logger';

/** The status and <head> a client path is served with (null: index.html's own head), in the language it picked. */
export type PageRenderer = (
  pathname: string,
  accepts: (languages: string[]) => string | false,
) => Promise<{ status: number; head: string | null; lang?: string }>;

const RIGHT_TO_LEFT = new Set(['ar']);

// Without a built client the pages still answer with their status and head (link previews and crawlers need no
// JavaScript), in this shell.
const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Kuza</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** index.html with its own title and description replaced by the page's head (and its language, when given). */
export function injectHead(template: string, head: string, lang?: string): string {
  const withLang = lang
    ? template.replace(/<html[^>]*>/i, `<html lang="${lang}" dir="${RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr'}">`)
    : template;
  const withoutDefaults = withLang
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<title>[^<]*<\/title>\s*/i, '');
  return withoutDefaults.replace(/<\/head>/i, `  ${head}\n  </head>`);
}

/**
 * Serves the built client: assets, the GraphiQL page at /graphiql, and index.html for client routes, with the status
 * and head `renderPage` gives each path (404 for paths the client does not know).
 */
export function mountClient(app: Express, clientDir: string, logger: Logger, renderPage?: PageRenderer): void {
  const index = path.join(clientDir, 'index.html');
  const built = existsSync(index);
  if (built) {
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.get('/graphiql', (_req, res) => res.sendFile(path.join(clientDir, 'graphiql.html')));
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  } else {
    logger.warn({ clientDir }, 'The client is not built (npm run build): only the API and page heads are served');
  }
  if (!built && !renderPage) return;
  app.get('/{*path}', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!renderPage) return res.sendFile(index);
    // The head's words follow the visitor's Accept-Language: caches must keep one answer per language.
    res.vary('Accept-Language');
    const accepts = (languages: string[]) => req.acceptsLanguages(...languages);
    const [page, template] = await Promise.all([
      renderPage(req.path, accepts),
      built ? readFile(index, 'utf8') : SHELL,
    ]);
    res
      .status(page.status)
      .type('html')
      .send(page.head ? injectHead(template, page.head, page.lang) : template);
  });
}
