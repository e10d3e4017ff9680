import { JSDOM } from 'jsdom';

/** A page fetched as a link preview robot would: plain HTTP, no JavaScript, only the HTML's head read. */
export async function fetchPage(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; head: Document['head']; html: string; document: Document; response: Response }> {
  const response = await fetch(url, { headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.23', ...headers } });
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  return { status: response.status, head: document.head, html, document, response };
}

/** The content of <meta property|name="key">, or null. */
export function meta(head: Document['head'], key: string): string | null {
  const found = [...head.querySelectorAll('meta')].find(
    (tag) => tag.getAttribute('property') === key || tag.getAttribute('name') === key,
  );
  return found?.getAttribute('content') ?? null;
}

export function canonical(head: Document['head']): string | null {
  return head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

/** Parses XML the way a feed reader does; throws on a document that is not well-formed. */
export function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error(`Not well-formed XML:\n${text}`);
  return document;
}
