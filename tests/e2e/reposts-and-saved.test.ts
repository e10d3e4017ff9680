import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { agePost, buildPost, follow } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// A repost reaches the reposter's followers with its reason; a saved post waits on the Saved page.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let creator: TestUser;
let reposter: TestUser;
let reader: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  creator = await buildUser(server, { username: 'baraka_sings' });
  reposter = await buildUser(server, { username: 'kofi_shares' });
  reader = await buildUser(server, { username: 'amina_reads' });
  await follow(server, reader, reposter);
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it("shows a repost in a follower's My Flow with its reason, and a saved post on the Saved page", async () => {
  const post = await buildPost(server, creator, 'New single out on Friday #music');
  await agePost(server, post.id, 30);

  const reposterPage = await pages.open(reposter);
  await reposterPage.goto(`${server.url}/dashboard/post/${post.id}`);
  const card = reposterPage.getByTestId('post-card');
  await card.getByRole('button', { name: 'Repost' }).click();
  await card.getByRole('button', { name: 'Undo repost' }).waitFor();
  await card.getByTestId('reposts-count').getByText('1', { exact: true }).waitFor();

  const readerPage = await pages.open(reader);
  await readerPage.goto(`${server.url}/dashboard`);
  const item = readerPage.locator(`[data-post-id="${post.id}"]`);
  await item.getByTestId('reposted-by').getByText('Reposted by @kofi_shares').waitFor();
  await item.getByRole('button', { name: 'Why am I seeing this?' }).click();
  await item
    .getByText(/^Reposted by @kofi_shares, whom you follow; From @baraka_sings, a creator new to you; reposted/)
    .waitFor();

  // Saved for later: the Saved page (from the sidebar) lists it, and unsaving there takes it off at once.
  await item.getByRole('button', { name: 'Save' }).click();
  await item.getByRole('button', { name: 'Remove from saved' }).waitFor();
  await readerPage.getByRole('link', { name: 'Saved' }).first().click();
  await readerPage.waitForURL(`${server.url}/dashboard/saved`);
  const saved = readerPage.locator(`[data-post-id="${post.id}"]`);
  await saved.getByText('New single out on Friday').waitFor();
  await saved.getByRole('button', { name: 'Remove from saved' }).click();
  await readerPage.getByTestId('empty-state').waitFor();
});
