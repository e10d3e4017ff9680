// The <head> of a page as link previews (WhatsApp, X, Telegram, Facebook) and crawlers read it, without JavaScript.

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  /** The canonical path (under PUBLIC_URL). */
  path: string;
  /** Absolute, or a path under PUBLIC_URL. */
  image?: string;
  type: 'article' | 'profile' | 'website';
  /** Pages that are private, gone or unknown stay out of search engines. */
  noindex?: boolean;
  /** What the client shows when the API cannot tell it: a circle's teaser, a removed post, a private profile. */
  state?: 'teaser' | 'gone' | 'missing' | 'private';
  /** A feed for the page (a creator's RSS). */
  feed?: string;
  /** The language its words are in (the visitor's, from Accept-Language). */
  lang: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The text as one line of at most `max` characters, cut at a word when it can be. */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// Open Graph names a locale by language and territory.
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  sw: 'sw_KE',
  yo: 'yo_NG',
  ar: 'ar_AR',
  am: 'am_ET',
};

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export function renderHead(meta: PageMeta, origin: string): string {
  const url = `${origin}${meta.path}`;
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('property', 'og:site_name', 'Kuza'),
    tag('property', 'og:locale', OG_LOCALES[meta.lang] ?? 'en_US'),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image) {
    const image = absolute(origin, meta.image);
    lines.push(tag('property', 'og:image', image), tag('name', 'twitter:image', image));
  }
  if (meta.noindex) lines.push(tag('name', 'robots', 'noindex'));
  if (meta.state) lines.push(tag('name', 'kuza:page-state', meta.state));
  if (meta.feed) {
    lines.push(`<link rel="alternate" type="application/rss+xml" href="${escapeHtml(absolute(origin, meta.feed))}" />`);
  }
  return lines.join('\n    ');
}
