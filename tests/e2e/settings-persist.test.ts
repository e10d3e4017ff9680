import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let user: TestUser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  user = await buildUser(server);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

/** A fresh browser profile (another device) signed in as the user. */
async function signedIn(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, server.url, user);
  return page;
}

const appearance = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme ?? 'default',
    dark: document.documentElement.classList.contains('dark'),
  }));
const pick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: new RegExp(name) }) })
    .click();
const locationSwitch = (page: Page) => page.getByRole('switch', { name: 'Show location' });
const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

it('keeps a theme and a privacy setting across a reload and a new sign-in on another device', async () => {
  const page = await signedIn();
  const lightBackground = await backgroundOf(page);
  await page.goto(`${server.url}/dashboard/theme`);
  await pick(page, 'Forest');
  await page.getByText('Theme updated', { exact: true }).first().waitFor();
  await pick(page, 'Dark');
  // The whole app changes at once: the page behind every screen turns dark.
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  expect(await appearance(page)).toEqual({ theme: 'forest', dark: true });
  expect(await backgroundOf(page)).not.toBe(lightBackground);

  await page.goto(`${server.url}/dashboard/privacy`);
  expect(await locationSwitch(page).getAttribute('aria-checked')).toBe('false');
  await locationSwitch(page).click();
  await page.getByText('Show location turned on', { exact: true }).first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[role="switch"][data-testid="privacy-location"]')?.getAttribute('aria-checked') ===
      'true',
  );

  await page.reload();
  await locationSwitch(page).waitFor();
  expect(await locationSwitch(page).getAttribute('aria-checked')).toBe('true');
  expect(await appearance(page)).toEqual({ theme: 'forest', dark: true });

  // Another device: nothing stored in this browser, the account brings both back.
  const other = await signedIn();
  await other.waitForFunction(
    () => document.documentElement.dataset.theme === 'forest' && document.documentElement.classList.contains('dark'),
  );
  await other.goto(`${server.url}/dashboard/privacy`);
  await locationSwitch(other).waitFor();
  expect(await locationSwitch(other).getAttribute('aria-checked')).toBe('true');
  await other.goto(`${server.url}/dashboard/theme`);
  expect(await other.getByRole('radio', { name: /Forest/ }).isChecked()).toBe(true);
  expect(await other.getByRole('radio', { name: /Dark/ }).isChecked()).toBe(true);
});

it('keeps the feed algorithm, and auto follows the device between light and dark', async () => {
  const page = await signedIn();
  await page.goto(`${server.url}/dashboard/preferences`);
  await pick(page, 'Chronological');
  await page.getByText('Feed preferences saved', { exact: true }).first().waitFor();
  await page.reload();
  await page.getByRole('radio', { name: /Chronological/ }).waitFor({ state: 'attached' });
  expect(await page.getByRole('radio', { name: /Chronological/ }).isChecked()).toBe(true);

  await page.goto(`${server.url}/dashboard/theme`);
  await page.emulateMedia({ colorScheme: 'light' });
  await pick(page, 'Auto');
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
});
