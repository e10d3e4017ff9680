import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { follow } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// A creator's follower count opens who follows them; Show followers off keeps that list to the creator.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let creator: TestUser;
let reader: TestUser;
let pages: SignedInPages;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  creator = await buildUser(server, { username: 'nia_sings' });
  reader = await buildUser(server, { username: 'juma_reads' });
  await follow(server, reader, creator);
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const signedIn = (user: TestUser) => pages.open(user);

it("lists a creator's followers from their profile, and hides the list from others once Show followers is off", async () => {
  const readerPage = await signedIn(reader);
  await readerPage.goto(`${server.url}/dashboard/u/nia_sings`);
  await readerPage.getByRole('button', { name: '1 Follower' }).click();
  const dialog = readerPage.getByRole('dialog', { name: 'Followers' });
  await dialog.getByRole('link', { name: '@juma_reads' }).click();
  await readerPage.waitForURL(`${server.url}/dashboard/u/juma_reads`);
  await readerPage.getByRole('heading', { name: '@juma_reads' }).waitFor();

  const creatorPage = await signedIn(creator);
  await creatorPage.goto(`${server.url}/dashboard/privacy`);
  await creatorPage.getByRole('switch', { name: 'Show followers' }).click();
  await creatorPage.getByText('Show followers turned off', { exact: true }).first().waitFor();

  await readerPage.goto(`${server.url}/dashboard/u/nia_sings`);
  await readerPage.getByRole('button', { name: '1 Follower' }).click();
  await readerPage
    .getByRole('dialog', { name: 'Followers' })
    .getByText('This creator keeps their list of followers private.')
    .waitFor();

  // The creator still sees who follows them.
  await creatorPage.goto(`${server.url}/dashboard/u/nia_sings`);
  await creatorPage.getByRole('button', { name: '1 Follower' }).click();
  await creatorPage.getByRole('dialog', { name: 'Followers' }).getByRole('link', { name: '@juma_reads' }).waitFor();
});
