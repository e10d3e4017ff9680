import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { graphql } from '../gql';

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

/** The operation names the page sends over HTTP, in order. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postData() ?? '';
    const name = /"operationName":"(\w+)"/.exec(body)?.[1];
    if (name) names.push(name);
  });
  return names;
}

it('posts with two hashtags: the post tops My Flow and shows on both hashtag pages, the loaded ones without a refetch', async () => {
  const author = await buildUser(server, { username: 'sade_writes' });
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const operations = recordOperations(page);
  await signIn(page, author);

  // Open #lagos first: empty, and its list stays loaded in the client's cache.
  await page.goto(`${server.url}/dashboard/hashtag/lagos`);
  await page.getByRole('heading', { name: '#lagos' }).waitFor();
  await page.getByText('No posts found with #lagos. Be the first to create one!').waitFor();

  // Create the post in the same session (client-side navigation keeps the cache).
  await page.getByRole('link', { name: 'New Post' }).click();
  await page.waitForURL(`${server.url}/dashboard/create`);
  const content = 'Golden hour over #Lagos with the #KuzaCrew';
  await page.getByLabel("What's on your mind?").fill(content);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByText('Posted!', { exact: true }).first().waitFor();

  const first = page.getByTestId('post-card').first();
  await first.getByText('Golden hour over').waitFor();
  await first.getByRole('link', { name: '@sade_writes' }).waitFor();
  expect(await page.getByLabel("What's on your mind?").count()).toBe(0);
  // Written into the feed loaded at sign-in: the feed was not fetched again.
  expect(operations.filter((name) => name === 'FeedPage')).toHaveLength(1);

  // Its first hashtag: back on the list loaded before posting, which shows it without asking the server again.
  await first.getByRole('link', { name: '#Lagos' }).click();
  await page.waitForURL(`${server.url}/dashboard/hashtag/lagos`);
  await page.getByRole('heading', { name: '#lagos' }).waitFor();
  await page.getByTestId('post-card').getByText('Golden hour over').waitFor();
  expect(operations.filter((name) => name === 'HashtagPosts')).toHaveLength(1);

  // Its second hashtag, opened fresh in a new page: the server lists it too.
  const other = await context.newPage();
  await other.goto(`${server.url}/dashboard/hashtag/kuzacrew`);
  await other.getByRole('heading', { name: '#kuzacrew' }).waitFor();
  const card = other.getByTestId('post-card');
  await card.getByText('Golden hour over').waitFor();
  expect(await card.count()).toBe(1);
  await card.getByRole('link', { name: '#KuzaCrew' }).waitFor();

  // Back returns to where the reader came from.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await context.close();
});

it('refuses an empty post with the spec message and posts nothing', async () => {
  const author = await buildUser(server);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, author);
  await page.goto(`${server.url}/dashboard/create`);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByText('Content required', { exact: true }).first().waitFor();
  await page.getByText('Please write something before posting.').first().waitFor();
  const { data } = await server.gql(
    graphql(`
      query PostingPosts($u: String) {
        posts(authorUsername: $u) {
          edges {
            cursor
          }
        }
      }
    `),
    { u: author.username },
  );
  expect(data?.posts.edges).toHaveLength(0);
  await context.close();
});
