import { publicPostPath, publicProfilePath, publicTagPath } from '@kuza/common';
import { escapeHtml, excerpt } from './page-head';
import type { FeedPost, PublicAuthor } from './public-page.service';

// XML 1.0 allows tab, line feed, carriage return and no other control character (a post may contain any text).
const xmlChar = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 0xfffe && code !== 0xffff);
};
const xml = (text: string) => escapeHtml([...text].filter(xmlChar).join(''));

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /graphql',
    'Disallow: /media/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(
  origin: string,
  entries: { profiles: string[]; posts: { id: string; at: Date }[]; tags: string[] },
): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${xml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = [
    url('/'),
    url('/explore'),
    ...entries.profiles.map((username) => url(publicProfilePath(username))),
    ...entries.posts.map((post) => url(publicPostPath(post.id), post.at)),
    ...entries.tags.map((tag) => url(publicTagPath(tag))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

const SENSITIVE = 'Sensitive content: open the post on Kuza to see it.';

/** RSS 2.0 of a creator's latest public posts, as Mastodon serves /@user.rss. */
export function creatorRss(origin: string, author: PublicAuthor, posts: FeedPost[]): string {
  const profileUrl = `${origin}${publicProfilePath(author.username)}`;
  const items = posts.map((post) => {
    const link = `${origin}${publicPostPath(post.id)}`;
    const text = post.sensitive ? SENSITIVE : post.content;
    return `    <item>
      <title>${xml(excerpt(text, 80))}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${post.createdAt.toUTCString()}</pubDate>
      <description>${xml(text)}</description>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`@${author.username} on Kuza`)}</title>
    <link>${xml(profileUrl)}</link>
    <description>${xml(author.bio ?? `Public posts by @${author.username} on Kuza`)}</description>
    <atom:link href="${xml(`${profileUrl}.rss`)}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`;
}
