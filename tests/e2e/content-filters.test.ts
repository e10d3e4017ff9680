import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Offensive language in the browser: a sensitive post starts covered and its words are masked; the creator's Comment
// filter keeps an offensive comment between its author and the creator, and tells everyone else how many it hid.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let creator: TestUser;
let reader: TestUser;
let other: TestUser;
let postId: string;
let pages: SignedInPages;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  creator = await buildUser(server, { username: 'nia_films' });
  reader = await buildUser(server, { username: 'juma_watches' });
  other = await buildUser(server, { username: 'aisha_watches' });
  postId = (await buildPost(server, creator, 'Shot the whole fucking film on a phone #nofilmbudget')).id;
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const signedIn = (user: TestUser) => pages.open(user);

it('covers a sensitive post, masks its words, and keeps an offensive comment between the commenter and the creator', async () => {
  const readerPage = await signedIn(reader);
  await readerPage.goto(`${server.url}/dashboard/post/${postId}`);
  const card = readerPage.getByTestId('post-card');
  await card.getByText('This post may be sensitive or offensive, so your Sensitive content filter hides it.').waitFor();
  await card.getByRole('button', { name: 'Show post' }).click();
  await card.getByText('Shot the whole f****** film on a phone').waitFor();

  // A post's own page opens its comments.
  await card.getByRole('textbox', { name: 'Your comment' }).fill('What a shit ending');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await card.getByRole('listitem').filter({ hasText: 'What a shit ending' }).waitFor();
  await card
    .getByText(
      "Only you and the creator see this comment: the creator's Comment filter hides offensive comments from others.",
    )
    .waitFor();

  const otherPage = await signedIn(other);
  await otherPage.goto(`${server.url}/dashboard/post/${postId}`);
  const otherCard = otherPage.getByTestId('post-card');
  await otherCard.getByText("1 comment is hidden by the creator's Comment filter.").waitFor();
  expect(await otherCard.getByText(/ending/).count()).toBe(0);

  // The creator reads their own post as written and the comment masked, marked as hidden from others.
  const creatorPage = await signedIn(creator);
  await creatorPage.goto(`${server.url}/dashboard/post/${postId}`);
  const creatorCard = creatorPage.getByTestId('post-card');
  await creatorCard.getByText('Shot the whole fucking film on a phone').waitFor();
  await creatorCard.getByText('What a s*** ending').waitFor();
  await creatorCard
    .getByText('Only you and its author see this comment: your Comment filter hides offensive comments from others.')
    .waitFor();
});
