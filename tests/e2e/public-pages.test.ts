import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { graphql } from '../gql';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let amara: TestUser;
let postId: string;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  amara = await buildUser(server, { username: 'amara_tales', bio: 'Storyteller from Mombasa' });
  const kofi = await buildUser(server, { username: 'kofi_listens' });
  postId = (await buildPost(server, amara, 'Moonlight tales from the coast #folklore')).id;
  await buildPost(server, amara, 'Drums at dawn #afrobeats');
  await buildPost(server, kofi, 'Weekend mix #afrobeats #amapiano');
  const comment = await server.gql(
    graphql(`
      mutation PublicPagesJourneyComment($postId: ID!, $content: String!) {
        addComment(postId: $postId, content: $content) {
          id
        }
      }
    `),
    { postId, content: 'Grandmother told this one too' },
    { token: kofi.accessToken },
  );
  expect(comment.data?.addComment.id).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('a signed-out visitor reads a shared post, its author and hashtag, signs up and lands back on the post', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}/p/${postId}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { name: 'Post by @amara_tales' }).waitFor();
  await page.getByText('Moonlight tales from the coast').waitFor();
  await page.getByText('Grandmother told this one too').waitFor();
  await page.getByText('Sign in to like, comment and follow').first().waitFor();
  expect(await page.title()).toBe('Post by @amara_tales · Kuza');

  await page.getByRole('link', { name: '@amara_tales' }).first().click();
  await page.waitForURL(`${server.url}/@amara_tales`);
  await page.getByRole('heading', { name: '@amara_tales' }).waitFor();
  await page.getByText('Storyteller from Mombasa').waitFor();
  await page.getByText('Drums at dawn').waitFor();

  await page.getByRole('link', { name: '#folklore' }).first().click();
  await page.waitForURL(`${server.url}/tag/folklore`);
  await page.getByRole('heading', { name: '#folklore' }).waitFor();
  await page.getByText('1 post', { exact: true }).waitFor();

  // Back on the post through its date, the visitor joins from there.
  await page.getByTestId('post-card').locator('time').click();
  await page.waitForURL(`${server.url}/p/${postId}`);
  await page.getByRole('link', { name: 'Join Kuza' }).first().click();
  await page.waitForURL(`${server.url}/auth`);
  await page.getByLabel('Username').fill('new_reader');
  await page.getByLabel('Email').fill('new_reader@example.com');
  await page.getByLabel('Password').fill('reader-password');
  await page.getByRole('button', { name: /sign up|create account/i }).click();

  await page.waitForURL(`${server.url}/p/${postId}`);
  await page.getByText('Moonlight tales from the coast').waitFor();
  // Signed in now: the comment form instead of the invitation.
  await page.getByPlaceholder(/comment/i).waitFor();
  expect(await page.getByText('Sign in to like, comment and follow').count()).toBe(0);
  await context.close();
});

it('a signed-in reader shares a post from the dashboard and the copied address is the public one', async () => {
  const context = await browser.newContext({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signInAs(page, server.url, amara);
  await page.goto(`${server.url}/dashboard/post/${postId}`);
  await page.getByText('Moonlight tales from the coast').waitFor();
  await page.getByRole('button', { name: /Share/ }).click();
  await page.getByText('The link is copied to your clipboard.').first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/p/${postId}`);
  await context.close();
});

it('/explore: the category cards count real posts and lead to their hashtag pages', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.url}/explore`);
  const music = page.getByRole('link', { name: /Afrobeats & Music/ });
  // #afrobeats twice, #amapiano once, on two posts: two posts in the category.
  await music.getByText('2 posts', { exact: true }).waitFor();
  await page
    .getByRole('link', { name: /Digital Art/ })
    .getByText('0 posts', { exact: true })
    .waitFor();
  await music.click();
  await page.waitForURL(`${server.url}/tag/afrobeats`);
  await page.getByText('Weekend mix').waitFor();
  await context.close();
});

it('an unknown address answers 404 with the "Page not found" page and title', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  expect(await page.title()).toBe('Oops! Page not found · Kuza');
  await context.close();
});

it('between 768 and 1023 px the dashboard shows the sidebar and no bottom navigation; below 768 px the reverse', async () => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 900, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, server.url, amara);
  const bottomNav = page.getByRole('navigation', { name: 'Quick navigation' });
  // The desktop sidebar's panel (below 768 px the sidebar is a sheet that opens from the menu button).
  const sidebar = page.locator('[data-slot="sidebar-container"]');
  await sidebar.getByRole('link', { name: 'My Flow' }).waitFor({ state: 'visible' });
  expect(await bottomNav.isVisible()).toBe(false);

  await page.setViewportSize({ width: 700, height: 800 });
  await bottomNav.waitFor({ state: 'visible' });
  await sidebar.waitFor({ state: 'hidden' });
  await context.close();
});
