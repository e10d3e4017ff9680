import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Circles: a creator creates a private circle, another asks to join, the owner approves from the bell, the new
// member posts, and the owner reads the post: every step saved on the server.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let zanele: TestUser;
let tayo: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  zanele = await buildUser(server, { username: 'zanele_circle' });
  tayo = await buildUser(server, { username: 'tayo_circle' });
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('creates a private circle; another creator asks to join; the owner approves; the member posts; the owner reads it', async () => {
  const owner = await pages.open(zanele);
  await owner.goto(`${server.url}/dashboard/circles`);
  // No circle yet, and the page says so.
  await owner.getByTestId('circles-empty').waitFor();
  await owner.getByRole('button', { name: 'Create a circle' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Create a circle' });
  await dialog.getByLabel('Name').fill('Jozi Founders');
  await dialog.getByLabel('Description (optional)').fill('Designers building their own studios.');
  await dialog.getByRole('switch').click();
  await dialog.getByRole('button', { name: 'Create circle' }).click();
  await owner.getByText('Circle created', { exact: true }).first().waitFor();
  const card = owner.getByTestId('circle').filter({ hasText: 'Jozi Founders' });
  await card.getByText('Private').waitFor();
  await card.getByText('1 member', { exact: true }).waitFor();
  expect(await owner.getByTestId('circles-empty').count()).toBe(0);

  const member = await pages.open(tayo);
  await member.goto(`${server.url}/dashboard/circles`);
  const seen = member.getByTestId('circle').filter({ hasText: 'Jozi Founders' });
  await seen.getByRole('button', { name: 'Request to join Jozi Founders' }).click();
  await member.getByText('Request sent', { exact: true }).first().waitFor();
  await seen.getByRole('button', { name: 'Requested' }).waitFor();

  // The owner is told, and the notification opens the circle with the request.
  await owner.reload();
  await owner.getByRole('button', { name: /Notifications/ }).click();
  await owner.getByText('@tayo_circle asked to join Jozi Founders').click();
  await owner.getByRole('heading', { name: 'Jozi Founders' }).waitFor();
  const request = owner.getByTestId('circle-request').filter({ hasText: '@tayo_circle' });
  await request.getByRole('button', { name: 'Approve' }).click();
  await owner.getByText('@tayo_circle is now a member', { exact: true }).first().waitFor();
  await owner.getByTestId('circle-members').getByText('2 members').waitFor();

  await member.reload();
  await member.getByRole('link', { name: 'Open Jozi Founders' }).click();
  await member.getByLabel('Write to the circle').fill('Thank you for having me! Studio tour on Friday?');
  await member.getByRole('button', { name: 'Post', exact: true }).click();
  await member.getByText('Posted to Jozi Founders', { exact: true }).first().waitFor();
  await member.getByTestId('circle-post').filter({ hasText: 'Studio tour on Friday?' }).waitFor();

  await owner.reload();
  const post = owner.getByTestId('circle-post').filter({ hasText: 'Thank you for having me! Studio tour on Friday?' });
  await post.getByText('@tayo_circle').waitFor();
  await owner.getByTestId('circle-posts').getByText('1 post', { exact: true }).waitFor();
});
