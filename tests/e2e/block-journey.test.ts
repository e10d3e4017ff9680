import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildPost, follow } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 33: a block from the profile's menu ends the follows between two people and hides each from the other;
// Privacy & Safety lists it with its undo.
jest.setTimeout(180_000);

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let ama: TestUser;
let ben: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  ama = await buildUser(server, { username: 'ama_weaves' });
  ben = await buildUser(server, { username: 'ben_drums' });
  await follow(server, ama, ben);
  await follow(server, ben, ama);
  await buildPost(server, ama, 'Kente weaving today #blockjourney');
  await buildPost(server, ben, 'Drumming at dawn #blockjourney');
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('blocks from the profile menu: the follows end and each one is gone for the other, until unblocked', async () => {
  const amaPage = await pages.open(ama);
  const benPage = await pages.open(ben);

  await amaPage.goto(`${server.url}/dashboard/u/ben_drums`);
  await amaPage.getByText('Drumming at dawn #blockjourney').waitFor();
  await amaPage.getByRole('button', { name: 'More for @ben_drums' }).click();
  await amaPage.getByRole('menuitem', { name: 'Block @ben_drums' }).click();
  await amaPage.getByRole('alertdialog', { name: 'Block @ben_drums?' }).getByRole('button', { name: 'Block' }).click();
  await amaPage.getByText('You blocked @ben_drums', { exact: true }).first().waitFor();
  await amaPage.waitForURL(`${server.url}/dashboard`);

  // Ama no longer finds Ben, and nobody follows her any more.
  await amaPage.goto(`${server.url}/dashboard/u/ben_drums`);
  await amaPage.getByText('No user has this username.').waitFor();
  await amaPage.goto(`${server.url}/dashboard/u/ama_weaves`);
  await amaPage.getByText('Kente weaving today #blockjourney').waitFor();
  expect(await amaPage.getByTestId('followers-count').textContent()).toBe('0');
  expect(await amaPage.getByTestId('following-count').textContent()).toBe('0');

  // Ben does not find Ama, nor her post on the hashtag's page (his own is there).
  await benPage.goto(`${server.url}/dashboard/u/ama_weaves`);
  await benPage.getByText('No user has this username.').waitFor();
  await benPage.goto(`${server.url}/dashboard/hashtag/blockjourney`);
  await benPage.getByText('Drumming at dawn #blockjourney').waitFor();
  expect(await benPage.getByText('Kente weaving today #blockjourney').count()).toBe(0);

  // The undo, in Privacy & Safety.
  await amaPage.goto(`${server.url}/dashboard/privacy`);
  const blocked = amaPage.getByTestId('blocked-people');
  await blocked.getByText('@ben_drums').waitFor();
  await blocked.getByRole('button', { name: 'Unblock' }).click();
  await blocked.getByText("You haven't blocked anyone.").waitFor();

  // They see each other again; the follows the block ended stay ended.
  await benPage.goto(`${server.url}/dashboard/u/ama_weaves`);
  await benPage.getByText('Kente weaving today #blockjourney').waitFor();
  await benPage.getByRole('button', { name: 'Follow', exact: true }).waitFor();
});
