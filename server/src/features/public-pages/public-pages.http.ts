import type { Express, Request, Response } from 'express';
import { matchClientRoute } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { cardEtag, renderCard, type CardText } from './card-image';
import { creatorRss, robotsTxt, sitemapXml } from './feeds';
import { excerpt, renderHead } from './page-head';
import { PAGE_LANGUAGES, type PageLanguage } from './page-texts';
import { notFoundMeta, postMeta, profileMeta, SITE_CARD_PATH, tagMeta } from './page-meta';
import { PublicPageService } from './public-page.service';
import { createNotFoundLog } from './not-found-log';

const FEED_SIZE = 20;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};
const SITEMAP_SIZE = 1000;

/** What the client app's HTML fallback asks for each path: the status and the head to serve index.html with. */
export interface PublicPage {
  status: number;
  /** Null: index.html's own head. */
  head: string | null;
  /** The language of the head's words, for <html lang>. */
  lang?: string;
}

/** The status and <head> of each client path: public pages with their preview tags, 404 for unknown paths. */
export function createPageRenderer(
  deps: Deps,
): (pathname: string, accepts: (languages: string[]) => string | false) => Promise<PublicPage> {
  const pages = deps.services.get(PublicPageService);
  const logNotFound = createNotFoundLog(deps.logger);
  const origin = deps.config.publicUrl;
  return async (pathname, accepts) => {
    // The visitor's language (Accept-Language), English when they name none of Kuza's six.
    const lang = (accepts([...PAGE_LANGUAGES]) || 'en') as PageLanguage;
    const route = matchClientRoute(pathname);
    let meta;
    if (!route) {
      logNotFound(pathname);
      meta = notFoundMeta(pathname, lang);
    } else if (route.kind === 'profile') {
      meta = profileMeta(await pages.profile(route.username), route.username, lang);
    } else if (route.kind === 'post') meta = postMeta(await pages.post(route.id), route.id, lang);
    else if (route.kind === 'tag') meta = tagMeta(await pages.tag(route.tag), route.tag, lang);
    else return { status: 200, head: null };
    return { status: meta.status, head: renderHead(meta, origin), lang };
  };
}

function sendCard(req: Request, res: Response, card: CardText): Promise<void> | void {
  const etag = cardEtag(card);
  res.set({ ETag: etag, 'Cache-Control': 'public, max-age=3600' });
  if (req.headers['if-none-match'] === etag) return void res.status(304).end();
  return renderCard(card).then((png) => void res.type('png').send(png));
}

/** robots.txt, sitemap.xml, the creators' RSS feeds and the generated preview cards. */
export function mountPublicPages(app: Express, deps: Deps): void {
  const pages = deps.services.get(PublicPageService);
  const origin = deps.config.publicUrl;
  app.get('/robots.txt', (_req, res) => res.type('text/plain').send(robotsTxt(origin)));
  app.get('/sitemap.xml', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=600');
    res.type('application/xml').send(sitemapXml(origin, await pages.sitemap(SITEMAP_SIZE)));
  });
  app.get(SITE_CARD_PATH, (req, res) => sendCard(req, res, { text: 'Move at your own energy.', byline: 'kuza' }));
  // Express's path patterns have no "@name.rss": the two per-item routes match their own patterns.
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const feed = /^\/@([^/]+)\.rss$/.exec(req.path);
    const card = /^\/p\/([^/]+)\/card\.png$/.exec(req.path);
    if (feed) {
      const author = await pages.profile(decoded(feed[1]));
      if (!author?.open) return void res.status(404).type('text/plain').send('Not found');
      const posts = await pages.recentPostsOf(author.username, FEED_SIZE);
      res.set('Cache-Control', 'public, max-age=300');
      return void res.type('application/rss+xml').send(creatorRss(origin, author, posts));
    }
    if (card) {
      const found = await pages.post(decoded(card[1]));
      if (found.kind !== 'post') return void res.status(found.kind === 'gone' ? 410 : 404).end();
      const { post } = found;
      const text = post.sensitive ? 'Sensitive content: open the post on Kuza to see it.' : excerpt(post.content, 240);
      return sendCard(req, res, { text, byline: post.author ? `@${post.author.username}` : 'Anonymous' });
    }
    next();
  });
}
