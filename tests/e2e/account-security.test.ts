import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 33: changing the password in Settings → Account signs out every other browser, at once (its socket is
// closed by the server and its refresh is refused), while this one stays signed in.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  user = await buildUser(server, { password: 'old-password' });
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('changes the password in one browser and signs out the other', async () => {
  const laptop = await pages.open(user);
  const phone = await pages.open(user);

  await laptop.goto(`${server.url}/dashboard/account`);
  const form = laptop.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('old-password');
  await form.getByLabel('New password').fill('new-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await laptop.getByText('Password changed', { exact: true }).first().waitFor();

  // The other browser lands on the sign-in page without doing anything.
  await phone.waitForURL(`${server.url}/auth`);
  await phone.getByRole('tab', { name: 'Login' }).waitFor();

  // This browser is still signed in: its sessions list shows only itself.
  await laptop.reload();
  const list = laptop.getByRole('list', { name: "Where you're signed in" });
  await list.getByText('This device').waitFor();
  expect(await list.getByRole('listitem').count()).toBe(1);
});
