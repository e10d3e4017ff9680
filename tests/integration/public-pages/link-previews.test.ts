import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { canonical, fetchPage, meta } from './page-html';

jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;
let postId: string;
const origin = () => server.kuza.deps.config.publicUrl;

beforeAll(async () => {
  server = await startTestServer();
  amara = await buildUser(server, { username: 'amara_tales', bio: 'Storyteller from Nairobi' });
  postId = (await buildPost(server, amara, 'Moonlight tales from the coast, told by grandmothers #folklore #nairobi'))
    .id;
});
afterAll(() => server.stop());

describe('link previews without JavaScript', () => {
  it("gives a post's page its title, excerpt, author, card image and canonical address", async () => {
    const { status, head } = await fetchPage(`${server.url}/p/${postId}`);
    expect(status).toBe(200);
    expect(head.querySelector('title')?.textContent).toBe(
      // Cut at a word to stay short in a chat's preview; the description has it all.
      '@amara_tales on Kuza: "Moonlight tales from the coast, told by grandmothers #folklore…"',
    );
    expect(meta(head, 'description')).toBe('Moonlight tales from the coast, told by grandmothers #folklore #nairobi');
    expect(meta(head, 'og:title')).toContain('@amara_tales');
    expect(meta(head, 'og:description')).toContain('Moonlight tales');
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'og:site_name')).toBe('Kuza');
    expect(meta(head, 'og:url')).toBe(`${origin()}/p/${postId}`);
    expect(canonical(head)).toBe(`${origin()}/p/${postId}`);
    expect(meta(head, 'og:image')).toBe(`${origin()}/p/${postId}/card.png`);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'twitter:image')).toBe(`${origin()}/p/${postId}/card.png`);
    // One title and one description: index.html's own are replaced, not repeated.
    expect(head.querySelectorAll('title')).toHaveLength(1);
    expect(head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("gives a profile's page the creator's name, bio, counts and feed", async () => {
    const { status, head } = await fetchPage(`${server.url}/@amara_tales`);
    expect(status).toBe(200);
    expect(head.querySelector('title')?.textContent).toBe('@amara_tales · Kuza');
    expect(meta(head, 'og:description')).toBe('Storyteller from Nairobi (0 followers · 1 posts)');
    expect(meta(head, 'og:type')).toBe('profile');
    expect(canonical(head)).toBe(`${origin()}/@amara_tales`);
    expect(meta(head, 'og:image')).toBe(`${origin()}/kuza-card.png`);
    expect(head.querySelector('link[type="application/rss+xml"]')?.getAttribute('href')).toBe(
      `${origin()}/@amara_tales.rss`,
    );
    // The address as typed in another case leads to the same canonical page.
    expect(canonical((await fetchPage(`${server.url}/@Amara_Tales`)).head)).toBe(`${origin()}/@amara_tales`);
  });

  it("gives a hashtag's page its live count", async () => {
    const { status, head } = await fetchPage(`${server.url}/tag/Folklore`);
    expect(status).toBe(200);
    expect(head.querySelector('title')?.textContent).toBe('#folklore · Kuza');
    expect(meta(head, 'og:description')).toBe('1 post with #folklore on Kuza, newest first.');
    expect(canonical(head)).toBe(`${origin()}/tag/folklore`);
  });

  it('escapes a post that carries markup and quotes in every tag', async () => {
    const hostile = `"><script>alert('x')</script> & <b>bold</b> 'quoted' #safe`;
    const { id } = await buildPost(server, amara, hostile);
    const { status, head, html } = await fetchPage(`${server.url}/p/${id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><script>');
    expect(head.querySelectorAll('script:not([type="module"])')).toHaveLength(0);
    expect(meta(head, 'og:description')).toBe(hostile);
    expect(meta(head, 'twitter:description')).toBe(hostile);
    expect(head.querySelector('title')?.textContent).toContain(`"><script>alert('x')</script>`);
  });

  it('shows no text or picture of a sensitive post in its preview', async () => {
    const { id } = await buildPost(server, amara, 'This is shit #rant');
    const { head } = await fetchPage(`${server.url}/p/${id}`);
    expect(meta(head, 'og:description')).toBe('Sensitive content: open the post on Kuza to see it.');
    expect(head.innerHTML).not.toContain('shit');
  });
});

describe('the generated card image', () => {
  it('is a 1200x630 PNG, cached by its ETag', async () => {
    const response = await fetch(`${server.url}/p/${postId}/card.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height, big-endian, right after the signature and the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.url}/p/${postId}/card.png`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('is not found for a post that does not exist', async () => {
    expect((await fetch(`${server.url}/p/00000000-0000-4000-8000-000000000000/card.png`)).status).toBe(404);
  });
});

describe("previews in the visitor's language", () => {
  it('writes the words of a post, profile, hashtag and 404 head in the language the visitor asks for', async () => {
    const french = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };
    const post = await fetchPage(`${server.url}/p/${postId}`, french);
    expect(post.head.querySelector('title')?.textContent).toBe(
      '@amara_tales sur Kuza : « Moonlight tales from the coast, told by grandmothers #folklore… »',
    );
    expect(post.document.documentElement.getAttribute('lang')).toBe('fr');
    expect(meta(post.head, 'og:locale')).toBe('fr_FR');
    expect(post.response.headers.get('vary')).toContain('Accept-Language');

    const tag = await fetchPage(`${server.url}/tag/folklore`, { 'accept-language': 'sw' });
    expect(meta(tag.head, 'description')).toBe('Chapisho 1 yenye #folklore kwenye Kuza, mapya kwanza.');

    const missing = await fetchPage(`${server.url}/no/such/page`, { 'accept-language': 'ar' });
    expect(missing.status).toBe(404);
    expect(missing.head.querySelector('title')?.textContent).toBe('عذرًا! الصفحة غير موجودة · Kuza');
    expect(missing.document.documentElement.getAttribute('dir')).toBe('rtl');

    // A language Kuza does not speak falls back to English.
    const german = await fetchPage(`${server.url}/@amara_tales`, { 'accept-language': 'de-DE' });
    expect(meta(german.head, 'og:locale')).toBe('en_US');
    expect(meta(german.head, 'description')).toContain('followers');
  });
});

describe('what stays private', () => {
  it("shows only a private profile's name and asks to sign in", async () => {
    const hidden = await buildUser(server, { username: 'quiet_kofi', bio: 'My secret bio' });
    await buildPost(server, hidden, 'Private thoughts #quiet');
    await server.kuza.deps.db.query(`INSERT INTO user_settings (user_id, public_profile) VALUES ($1, false)`, [
      hidden.id,
    ]);
    const { status, head, html } = await fetchPage(`${server.url}/@quiet_kofi`);
    expect(status).toBe(200);
    expect(head.querySelector('title')?.textContent).toBe('@quiet_kofi · Kuza');
    expect(meta(head, 'description')).toBe("Sign in to Kuza to see @quiet_kofi's profile.");
    expect(meta(head, 'robots')).toBe('noindex');
    expect(html).not.toContain('My secret bio');
    expect((await fetch(`${server.url}/@quiet_kofi.rss`)).status).toBe(404);
  });

  it("shows a circle's post as a teaser only", async () => {
    const { db } = server.kuza.deps;
    const [circle] = await db.query(`INSERT INTO circles (owner_id, name) VALUES ($1, 'Griots') RETURNING id`, [
      amara.id,
    ]);
    const [circlePost] = await db.query(
      `INSERT INTO circle_posts (circle_id, author_id, content) VALUES ($1, $2, 'Members only secret') RETURNING id`,
      [circle.id, amara.id],
    );
    const { status, head, html } = await fetchPage(`${server.url}/p/${circlePost.id}`);
    expect(status).toBe(200);
    expect(head.querySelector('title')?.textContent).toBe('A post in Griots · Kuza');
    expect(html).not.toContain('Members only secret');
    expect(meta(head, 'robots')).toBe('noindex');
  });

  it("answers 404 for a suspended account's profile and posts", async () => {
    const banned = await buildUser(server, { username: 'banned_spammer' });
    const post = await buildPost(server, banned, 'Buy now #spam');
    await server.kuza.deps.db.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [banned.id]);
    const profile = await fetchPage(`${server.url}/@banned_spammer`);
    expect(profile.status).toBe(404);
    expect(profile.head.querySelector('title')?.textContent).toBe('Oops! Page not found · Kuza');
    const page = await fetchPage(`${server.url}/p/${post.id}`);
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Buy now');
  });

  it('answers 410 for a removed post and 404 for one that never was', async () => {
    const post = await buildPost(server, amara, 'Soon gone #temp');
    const removed = await server.gql(
      graphql(`
        mutation PublicPagesDeletePost($id: ID!) {
          deletePost(id: $id)
        }
      `),
      { id: post.id },
      { token: amara.accessToken },
    );
    expect(removed.data?.deletePost).toBe(true);
    const gone = await fetchPage(`${server.url}/p/${post.id}`);
    expect(gone.status).toBe(410);
    expect(gone.head.querySelector('title')?.textContent).toBe('Post removed · Kuza');
    expect(gone.html).not.toContain('Soon gone');
    expect((await fetchPage(`${server.url}/p/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetchPage(`${server.url}/p/not-a-post`)).status).toBe(404);
  });
});
