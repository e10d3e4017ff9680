import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function open(locale: string, path = '/'): Promise<Page> {
  const context = await browser.newContext({ locale });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/** Picks a language on /translate the way a person does: by clicking its card. */
const pick = (page: Page, name: RegExp) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();

const htmlAttributes = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const signIn = (page: Page, email: string, password: string) => signInAs(page, server.url, { email, password });

it('switching to Swahili in the header changes the text and <html lang>, across pages and visits', async () => {
  const page = await open('en-US');
  await page.getByRole('link', { name: 'Get Started Free' }).waitFor();
  await page.getByLabel('Language').selectOption('sw');
  await page.getByRole('link', { name: 'Anza Bure' }).waitFor();
  expect(await page.getByRole('link', { name: 'Get Started Free' }).count()).toBe(0);
  expect(await htmlAttributes(page)).toEqual({ lang: 'sw', dir: 'ltr' });

  await page.getByRole('link', { name: 'Wasiliana Nasi' }).first().click();
  await page.getByRole('heading', { name: 'Wasiliana Nasi' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Tuma Ujumbe' }).waitFor();
  expect((await htmlAttributes(page)).lang).toBe('sw');
});

it('Arabic turns the document right-to-left and mirrors the layout', async () => {
  const page = await open('en-US', '/translate');
  await pick(page, /العربية/);
  await page.getByRole('heading', { name: 'لغات الواجهة' }).waitFor();
  expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  // The logo sits at the right edge of the header in RTL.
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
});

it('a first visit follows the browser language when Kuza speaks it, English otherwise', async () => {
  const french = await open('fr-FR');
  await french.getByRole('link', { name: 'Commencer gratuitement' }).waitFor();
  expect((await htmlAttributes(french)).lang).toBe('fr');

  const amharic = await open('am-ET', '/about');
  await amharic.getByRole('heading', { name: 'ስለ Kuza' }).waitFor();
  expect((await htmlAttributes(amharic)).lang).toBe('am');

  const german = await open('de-DE');
  await german.getByRole('link', { name: 'Get Started Free' }).waitFor();
  expect((await htmlAttributes(german)).lang).toBe('en');
});

it('/translate lists the supported language codes, marks the six and says machine translation needs the internet', async () => {
  const page = await open('en-US', '/translate');
  await page.getByText('Machine translation of other languages is not available offline').waitFor();
  const codes = await page
    .locator('[data-language]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-language')));
  expect(codes.length).toBeGreaterThanOrEqual(100);
  expect(codes).toEqual(expect.arrayContaining(['es', 'fr', 'de', 'sw', 'zu', 'yo', 'ha', 'ar', 'hi', 'zh-CN']));
  expect(await page.getByText('Full interface translation').count()).toBe(6);
});

it('a signed-in choice is saved to the account and follows the user to another browser', async () => {
  const user = await buildUser(server);
  const first = await open('en-US');
  await signIn(first, user.email, user.password);
  await first.goto(`${server.url}/translate`);
  const saved = first.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"language":"yo"'),
  );
  await pick(first, /Yorùbá/);
  await first.getByRole('heading', { name: 'Èdè ojú-òpó' }).waitFor();
  await saved;
  const [settings] = await server.kuza.deps.db.query(`SELECT language FROM user_settings WHERE user_id = $1`, [
    user.id,
  ]);
  expect(settings.language).toBe('yo');

  // Another device: nothing stored locally, an English browser; signing in brings Yorùbá back.
  const second = await open('en-US');
  await second.getByRole('link', { name: 'Get Started Free' }).waitFor();
  await signIn(second, user.email, user.password);
  await second.getByRole('link', { name: 'Ìṣàn Mi' }).first().waitFor();
  expect((await htmlAttributes(second)).lang).toBe('yo');
});
