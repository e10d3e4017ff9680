import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
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

const signIn = (page: Page, user: TestUser) => signInAs(page, server.url, user);

const rows = (page: Page) => page.getByRole('list', { name: 'Trending hashtags' }).getByRole('listitem');
const row = (page: Page, tag: string) => rows(page).filter({ has: page.getByText(`#${tag}`, { exact: true }) });

it('a second browser watching Trending sees the list change live when the first one posts, without reloading or polling', async () => {
  const poster = await buildUser(server, { username: 'poster' });
  const watcher = await buildUser(server, { username: 'watcher' });
  await buildPost(server, poster, 'Warming up #amapiano');
  await buildPost(server, poster, 'Still #amapiano');

  const watching = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const trendingQueries: string[] = [];
  watching.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"TrendingHashtags"'))
      trendingQueries.push(request.url());
  });
  await signIn(watching, watcher);
  await watching.getByRole('link', { name: 'Trending' }).first().click();
  await watching.waitForURL(`${server.url}/dashboard/trending`);
  await row(watching, 'amapiano').getByText('Posts: 2').waitFor();
  expect(await rows(watching).count()).toBe(1);
  // Marks this document: a reload would lose it.
  await watching.evaluate(() => Object.assign(window, { kuzaWatching: true }));

  const posting = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(posting, poster);
  await posting.goto(`${server.url}/dashboard/create`);
  await posting.getByLabel("What's on your mind?").fill('Sunday session #gqom #Amapiano');
  await posting.getByRole('button', { name: 'Post', exact: true }).click();
  await posting.waitForURL(`${server.url}/dashboard`);

  // The watcher's list changes by itself: a new tag and a new count for the existing one.
  await row(watching, 'gqom').getByText('Posts: 1').waitFor();
  await row(watching, 'amapiano').getByText('Posts: 3').waitFor();
  expect(await rows(watching).allTextContents()).toEqual([
    expect.stringContaining('#amapiano'),
    expect.stringContaining('#gqom'),
  ]);

  // Deleting the post moves the counts back, live as well.
  await posting.getByTestId('post-card').first().getByRole('button', { name: 'Delete post' }).click();
  await posting.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await posting.getByText('Post deleted', { exact: true }).first().waitFor();
  await row(watching, 'amapiano').getByText('Posts: 2').waitFor();

  expect(await watching.evaluate(() => (window as unknown as { kuzaWatching?: boolean }).kuzaWatching)).toBe(true);
  expect(trendingQueries).toHaveLength(1);
  await watching.context().close();
  await posting.context().close();
});
