import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// A reader reports a scam post; a moderator finds it on Reports & Flags, removes it, and it is gone for everyone; the
// decision stays in the Resolved and Removed tabs.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let reader: TestUser;
let moderator: TestUser;
let postId: string;
let pages: SignedInPages;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  const scammer = await buildUser(server, { username: 'deals4u_ng' });
  reader = await buildUser(server, { username: 'zawadi_reads' });
  moderator = await buildUser(server, { username: 'mod_kwame', roles: ['MODERATOR'] });
  postId = (await buildPost(server, scammer, 'Brand new phones at half price, pay by mobile money only #deals')).id;
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const signedIn = (user: TestUser) => pages.open(user);

it('takes a reported post from the reader to the moderator, who removes it', async () => {
  const readerPage = await signedIn(reader);
  await readerPage.goto(`${server.url}/dashboard/post/${postId}`);
  await readerPage.getByRole('button', { name: 'Report this post' }).click();
  const form = readerPage.getByRole('dialog', { name: 'Report this post' });
  await form.getByRole('radio', { name: 'Scam or fraud' }).check();
  await form.getByRole('textbox', { name: 'Details (optional)' }).fill('Asks for mobile money up front');
  await form.getByRole('button', { name: 'Send report' }).click();
  await readerPage.getByText('Report sent', { exact: true }).first().waitFor();

  const modPage = await signedIn(moderator);
  await modPage.goto(`${server.url}/dashboard/admin/reports`);
  const report = modPage.getByRole('listitem', { name: 'Scam or fraud' });
  await report.getByText('Asks for mobile money up front').waitFor();
  await report.getByText(/Reported by @zawadi_reads · about @deals4u_ng/).waitFor();
  await report.getByRole('button', { name: 'Take Action' }).click();
  await modPage
    .getByRole('dialog', { name: 'Take action on this report' })
    .getByRole('button', { name: 'Remove the post' })
    .click();
  await modPage.getByText('Content removed', { exact: true }).first().waitFor();
  await modPage.getByText('No open reports. Reports from the community appear here.').waitFor();
  expect(await modPage.getByTestId('stat-resolved-today').textContent()).toBe('1');
  // The Resolved tab keeps what was done and by whom.
  await modPage.getByRole('tab', { name: 'Resolved' }).click();
  await modPage
    .getByRole('listitem', { name: 'Scam or fraud' })
    .getByText(/Content removed by @mod_kwame · /)
    .waitFor();

  // Content Moderation counts it as removed and lists it under Removed, and the post is gone for the reader.
  await modPage.goto(`${server.url}/dashboard/admin/moderation`);
  await modPage.getByTestId('stat-removed').getByText('1').waitFor();
  await modPage.getByRole('tab', { name: 'Removed' }).click();
  await modPage.getByText(/Removed by @mod_kwame · /).waitFor();
  expect(modPage.url()).toMatch(/\?status=removed$/);
  await readerPage.goto(`${server.url}/dashboard/post/${postId}`);
  await readerPage.getByText('This post does not exist or was deleted.').waitFor();
});
