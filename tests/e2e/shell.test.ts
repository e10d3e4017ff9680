import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let user: TestUser;
let context: BrowserContext;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  user = await buildUser(server, { username: 'shell_tester' });
  const author = await buildUser(server, { username: 'zawadi_beats' });
  await buildPost(server, author, 'New single out now #zawadisound #zawadisound_live');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => context?.close());

async function signedIn(viewport = { width: 1440, height: 900 }): Promise<Page> {
  context = await browser.newContext({ locale: 'en-US', viewport });
  const page = await context.newPage();
  await page.goto(`${server.url}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  return page;
}

const sidebarState = (page: Page) => page.locator('[data-slot="sidebar"]').first().getAttribute('data-state');

it('Ctrl+B collapses the sidebar to icons, the state is kept in a 7-day cookie and survives a reload', async () => {
  const page = await signedIn();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const group of [
    'Home',
    'Create',
    'Creator Dashboard',
    'Monetize',
    'Analytics',
    'Community',
    'Learn & Support',
    'Settings',
  ]) {
    await nav.getByRole('button', { name: group, exact: true }).waitFor();
  }
  // Home and Create start open; the others closed.
  expect(await nav.getByRole('button', { name: 'Home', exact: true }).getAttribute('aria-expanded')).toBe('true');
  expect(await nav.getByRole('button', { name: 'Create', exact: true }).getAttribute('aria-expanded')).toBe('true');
  expect(await nav.getByRole('button', { name: 'Monetize', exact: true }).getAttribute('aria-expanded')).toBe('false');
  expect(await nav.getByRole('link', { name: 'My Flow' }).getAttribute('aria-current')).toBe('page');
  expect(await sidebarState(page)).toBe('expanded');

  await page.keyboard.press('Control+b');
  await page.waitForFunction(
    () => document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state') === 'collapsed',
  );
  // 3rem icon-only (from 16rem), once the width transition ends.
  await page.waitForFunction(
    () => document.querySelector('[data-slot="sidebar-container"]')!.getBoundingClientRect().width === 48,
  );

  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const sevenDays = Date.now() / 1000 + 7 * 24 * 3600;
  expect(Math.abs((cookie?.expires ?? 0) - sevenDays)).toBeLessThan(120);

  // Collapsed items keep a tooltip with their name (its code loads on the first collapse: hover once it is there,
  // as a pointer already resting on the item would only show it when it next moves).
  const trending = page.getByRole('link', { name: 'Trending' });
  await trending.and(page.locator('[data-state]')).waitFor();
  await trending.hover();
  await page.getByRole('tooltip', { name: 'Trending' }).waitFor();

  await page.reload();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
  expect(await sidebarState(page)).toBe('collapsed');
  await page.keyboard.press('Control+b');
  await page.waitForFunction(
    () => document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state') === 'expanded',
  );
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
});

it('the top bar search finds users and hashtags as you type and opens one with the keyboard', async () => {
  const page = await signedIn();
  const search = page.getByRole('combobox', { name: 'Search' });
  expect(await search.getAttribute('placeholder')).toBe('Search users, tags, trending...');
  await search.fill('zawadi');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await results.getByRole('option', { name: /@zawadi_beats/ }).waitFor();
  await results.getByRole('option', { name: /zawadisound_live/ }).waitFor();
  expect(await search.getAttribute('aria-expanded')).toBe('true');

  // Users come first: down, down selects the first hashtag.
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  const active = await search.getAttribute('aria-activedescendant');
  expect(await page.locator(`[id="${active}"]`).textContent()).toContain('zawadisound');
  await search.press('Enter');
  await page.waitForURL(/\/dashboard\/hashtag\/zawadisound/);

  await search.fill('nobody-matches-this');
  await page.getByText('No users or hashtags match "nobody-matches-this".').waitFor();
  await search.press('Escape');
  expect(await search.getAttribute('aria-expanded')).toBe('false');
});

it('top bar: Create, wallet, notifications and the earnings panel on extra-wide screens', async () => {
  const page = await signedIn();
  expect(await page.getByRole('link', { name: 'Create' }).first().getAttribute('href')).toBe('/dashboard/create');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.getByText('No notifications yet').waitFor();
  await page.keyboard.press('Escape');

  // A new account's earnings panel: the ledger's zeros, the sources, a goal to set and how to start earning.
  const panel = page.getByRole('complementary', { name: 'Earnings' });
  await panel.waitFor();
  await panel.getByTestId('earnings-today').getByText('$0.00', { exact: true }).waitFor();
  for (const source of ['Ads', 'Subscriptions', 'Collabs', 'Tips'])
    await panel.getByText(source, { exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Set a monthly goal' }).waitFor();
  await panel.getByTestId('start-earning').waitFor();
  await page.getByText('© 2025 Kuza', { exact: true }).waitFor();

  await page.getByRole('link', { name: 'Wallet', exact: true }).click();
  await page.waitForURL(`${server.url}/dashboard/wallet`);
  await page.setViewportSize({ width: 1100, height: 900 });
  await panel.waitFor({ state: 'hidden' });
});

it('at 375 px: the bottom navigation navigates, and the sidebar opens as an 18rem sheet', async () => {
  const page = await signedIn({ width: 375, height: 800 });
  const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
  await bottom.waitFor();
  const tabs = await bottom.getByRole('link').allTextContents();
  expect(tabs.map((tab) => tab.trim())).toEqual(['Home', 'Explore', 'Create', 'K-Wallet', 'Profile']);
  expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);

  await bottom.getByRole('link', { name: 'K-Wallet' }).click();
  await page.waitForURL(`${server.url}/dashboard/wallet`);
  // The wallet screen loads on demand; its tab is highlighted once the route has switched.
  await bottom.locator('a[aria-current="page"]', { hasText: 'K-Wallet' }).waitFor();
  await bottom.getByRole('link', { name: 'Explore' }).click();
  await page.waitForURL(`${server.url}/dashboard/trending`);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  expect(await sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
  await sheet.getByRole('link', { name: 'For You' }).click();
  await page.waitForURL(`${server.url}/dashboard/for-you`);
  await sheet.waitFor({ state: 'hidden' });
});
