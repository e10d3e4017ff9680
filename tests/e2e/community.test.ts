import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Community: a shoutout given by one creator reaches the other; a collab request sent from Find Your community is
// opened and accepted by its recipient, and the sender sees the answer.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let kofi: TestUser;
let amara: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  kofi = await buildUser(server, { username: 'kofi_voices' });
  amara = await buildUser(server, { username: 'amara_tales' });
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('gives a shoutout that the recommended creator finds on their Shoutouts page and in their notifications', async () => {
  const kofiPage = await pages.open(kofi);
  await kofiPage.goto(`${server.url}/dashboard/shoutouts`);
  // A new account has none yet, and is told so.
  await kofiPage.getByTestId('shoutouts-empty').waitFor();
  await kofiPage.getByLabel('Username').fill('@amara_tales');
  await kofiPage.getByLabel('Why do you recommend them?').fill('Her Anansi retellings are the best on Kuza.');
  await kofiPage.getByRole('button', { name: 'Send Shoutout' }).click();
  await kofiPage.getByText('Shoutout sent!', { exact: true }).first().waitFor();
  await kofiPage.getByTestId('given-shoutout').getByText('Her Anansi retellings are the best on Kuza.').waitFor();

  const amaraPage = await pages.open(amara);
  await amaraPage.goto(`${server.url}/dashboard/shoutouts`);
  const received = amaraPage.getByTestId('shoutout');
  await received.getByText('Her Anansi retellings are the best on Kuza.').waitFor();
  await received.getByRole('link', { name: '@kofi_voices' }).waitFor();
  expect(await received.count()).toBe(1);
  expect(await amaraPage.getByTestId('shoutouts-empty').count()).toBe(0);

  await amaraPage.getByRole('button', { name: /Notifications/ }).click();
  await amaraPage.getByText('@kofi_voices gave you a shoutout').waitFor();
});

it('sends a collab request from Find Your community; the recipient opens its details and accepts it; the sender sees it accepted', async () => {
  const kofiPage = await pages.open(kofi);
  await kofiPage.goto(`${server.url}/dashboard/discover`);
  await kofiPage.getByRole('button', { name: 'Request collab @amara_tales' }).click();
  const dialog = kofiPage.getByRole('dialog', { name: 'Request a collab with @amara_tales' });
  await dialog.getByLabel('Type').selectOption({ label: 'Podcast guest' });
  await dialog.getByLabel('Offer (USD)').fill('200');
  await dialog.getByLabel('Message').fill('Tell an Anansi story on episode 40?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await kofiPage.getByText('Collab request sent', { exact: true }).first().waitFor();

  const amaraPage = await pages.open(amara);
  await amaraPage.goto(`${server.url}/dashboard/collabs`);
  const request = amaraPage.getByTestId('collab-request').filter({ hasText: '@kofi_voices' });
  await request.getByText('New', { exact: true }).waitFor();
  await request.getByText('$200.00').waitFor();
  await request.getByRole('button', { name: 'Details' }).click();
  const details = amaraPage.getByRole('dialog', { name: 'Podcast guest from @kofi_voices' });
  await details.getByText('Tell an Anansi story on episode 40?').waitFor();
  await amaraPage.keyboard.press('Escape');
  await request.getByText('Pending', { exact: true }).waitFor();
  await request.getByRole('button', { name: 'Accept' }).click();
  await amaraPage.getByText('Collab accepted', { exact: true }).first().waitFor();
  await request.getByText('Accepted', { exact: true }).waitFor();
  expect(await request.getByRole('button', { name: 'Decline' }).isDisabled()).toBe(true);

  // Kept on the server: the sender sees the answer after a reload.
  await kofiPage.goto(`${server.url}/dashboard/collabs`);
  const sent = kofiPage.getByTestId('collab-request').filter({ hasText: '@amara_tales' });
  await sent.getByText('Accepted', { exact: true }).waitFor();
});
