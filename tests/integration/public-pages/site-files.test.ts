import pino from 'pino';
import { Writable } from 'node:stream';
import { buildPost } from '../../helpers/content-factories';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { fetchPage, parseXml } from './page-html';

jest.setTimeout(60_000);

let server: TestServer;
const logLines: Array<Record<string, unknown>> = [];
const origin = () => server.kuza.deps.config.publicUrl;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer({}, { logger: pino({ level: 'warn' }, sink) });
  const amara = await buildUser(server, { username: 'amara', bio: 'Tales & <songs>' });
  const kofi = await buildUser(server, { username: 'kofi' });
  await buildPost(server, amara, 'First tale #folklore');
  await buildPost(server, amara, 'Second tale with "quotes" & <b>markup</b> #folklore');
  await buildPost(server, kofi, 'Kofi only #podcast');
  await server.kuza.deps.db.query(`INSERT INTO user_settings (user_id, public_profile) VALUES ($1, false)`, [kofi.id]);
});
afterAll(() => server.stop());

it('robots.txt allows the public pages, keeps out the dashboard and names the sitemap', async () => {
  const response = await fetch(`${server.url}/robots.txt`);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toContain(`Sitemap: ${origin()}/sitemap.xml`);
});

it('sitemap.xml lists public profiles, their posts and the hashtags, not private ones', async () => {
  const response = await fetch(`${server.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  const document = parseXml(await response.text());
  const locations = [...document.getElementsByTagName('loc')].map((loc) => loc.textContent);
  expect(locations).toContain(`${origin()}/@amara`);
  expect(locations).toContain(`${origin()}/tag/folklore`);
  expect(locations.filter((loc) => loc?.startsWith(`${origin()}/p/`))).toHaveLength(2);
  expect(locations).not.toContain(`${origin()}/@kofi`);
});

it("serves a creator's public posts as a valid RSS feed", async () => {
  const response = await fetch(`${server.url}/@amara.rss`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/rss+xml');
  const document = parseXml(await response.text());
  expect(document.documentElement.tagName).toBe('rss');
  const channel = document.getElementsByTagName('channel')[0];
  expect(channel.getElementsByTagName('title')[0].textContent).toBe('@amara on Kuza');
  expect(channel.getElementsByTagName('description')[0].textContent).toBe('Tales & <songs>');
  const items = [...document.getElementsByTagName('item')];
  expect(items.map((item) => item.getElementsByTagName('description')[0].textContent)).toEqual([
    'Second tale with "quotes" & <b>markup</b> #folklore',
    'First tale #folklore',
  ]);
  expect(items[0].getElementsByTagName('link')[0].textContent).toMatch(new RegExp(`^${origin()}/p/[0-9a-f-]{36}$`));
  expect(new Date(items[0].getElementsByTagName('pubDate')[0].textContent!).getTime()).not.toBeNaN();
  expect((await fetch(`${server.url}/@nobody_here.rss`)).status).toBe(404);
});

describe('an unknown path', () => {
  it('answers 404 with the "Page not found" title and logs the path without query or address', async () => {
    const { status, head } = await fetchPage(`${server.url}/no/such/page?email=someone@example.com`);
    expect(status).toBe(404);
    expect(head.querySelector('title')?.textContent).toBe('Oops! Page not found · Kuza');
    const line = logLines.find((entry) => entry.msg === 'Page not found');
    expect(line).toMatchObject({ path: '/no/such/page' });
    expect(JSON.stringify(line)).not.toContain('someone@example.com');
    expect(JSON.stringify(line)).not.toContain('127.0.0.1');
  });

  it('answers 200 for every kind of client route', async () => {
    for (const path of ['/', '/explore', '/auth', '/about/', '/dashboard', '/dashboard/post/abc', '/tag/new_tag']) {
      expect([path, (await fetchPage(`${server.url}${path}`)).status]).toEqual([path, 200]);
    }
    for (const path of ['/dashboard/nope', '/p', '/tag/not a tag!', '/explore/more']) {
      expect([path, (await fetchPage(`${server.url}${path}`)).status]).toEqual([path, 404]);
    }
  });

  it('logs a flood of unknown paths only up to its limit', async () => {
    const before = logLines.filter((entry) => entry.msg === 'Page not found').length;
    await Promise.all(Array.from({ length: 50 }, (_, i) => fetch(`${server.url}/scan/${i}`)));
    const logged = logLines.filter((entry) => entry.msg === 'Page not found').length - before;
    expect(logged).toBeLessThan(50);
    expect(logged).toBeGreaterThan(0);
  });
});
