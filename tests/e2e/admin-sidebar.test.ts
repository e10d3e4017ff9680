import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(user: TestUser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signInAs(page, server.url, user);
  return page;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

it('does not show the Admin group to a regular user, and an admin URL says admin access is needed', async () => {
  const page = await signedIn(await buildUser(server));
  await sidebar(page).getByRole('button', { name: 'Home' }).waitFor();
  await sidebar(page).getByRole('button', { name: 'Settings' }).waitFor();
  expect(await sidebar(page).getByRole('button', { name: 'Admin' }).count()).toBe(0);

  await page.goto(`${server.url}/dashboard/admin/users`);
  await page.getByRole('heading', { name: 'You need admin access' }).waitFor();
  expect(await page.getByText('Loading users...').count()).toBe(0);
  await page.context().close();
});

it('shows a moderator only Content Moderation and Reports & Flags, and an admin all six admin screens', async () => {
  const moderator = await signedIn(await buildUser(server, { roles: ['MODERATOR'] }));
  await sidebar(moderator).getByRole('button', { name: 'Admin' }).click();
  await sidebar(moderator).getByRole('link', { name: 'Reports & Flags' }).waitFor();
  const moderatorItems = await sidebar(moderator).locator('a[href^="/dashboard/admin/"]').allTextContents();
  expect(moderatorItems.map((text) => text.trim())).toEqual(['Content Moderation', 'Reports & Flags']);
  await moderator.context().close();

  const admin = await signedIn(await buildUser(server, { roles: ['ADMIN'] }));
  await sidebar(admin).getByRole('button', { name: 'Admin' }).click();
  await sidebar(admin).getByRole('link', { name: 'System Settings' }).waitFor();
  const adminItems = await sidebar(admin).locator('a[href^="/dashboard/admin/"]').allTextContents();
  expect(adminItems.map((text) => text.trim())).toEqual([
    'Content Moderation',
    'User Management',
    'Reports & Flags',
    'API Keys',
    'Payment Gateway Integration',
    'System Settings',
  ]);
  await admin.context().close();
});
