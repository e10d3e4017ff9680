import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Three people in three browsers on a loaded machine.
jest.setTimeout(180_000);

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
beforeEach(() => {
  pages = new SignedInPages(browser, server.url);
});
afterEach(() => pages.close());
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('answers a comment in a thread: the one answered is notified, deeper replies wait behind "Show replies"', async () => {
  const creator = await buildUser(server, { username: 'ngozi_tells' });
  const ada = await buildUser(server, { username: 'ada_reads' });
  const bayo = await buildUser(server, { username: 'bayo_reads' });
  const post = await buildPost(server, creator, 'Which folktale raised you?');

  // Ada comments on the post.
  const adaPage = await pages.open(ada);
  await adaPage.goto(`${server.url}/dashboard/post/${post.id}`);
  await adaPage.getByRole('textbox', { name: 'Your comment' }).fill('Anansi and the pot of wisdom');
  await adaPage.getByRole('button', { name: 'Comment', exact: true }).click();
  const adaComment = adaPage.getByTestId('comment').filter({ hasText: 'Anansi and the pot of wisdom' });
  await adaComment.waitFor();
  // ...and goes on reading her feed.
  await adaPage.goto(`${server.url}/dashboard`);

  // Bayo answers Ada's comment, naming her: the reply shows under it at once, the mention as a link.
  const bayoPage = await pages.open(bayo);
  await bayoPage.goto(`${server.url}/dashboard/post/${post.id}`);
  const answered = bayoPage.getByTestId('comment').filter({ hasText: 'Anansi and the pot of wisdom' }).first();
  await answered.getByRole('button', { name: 'Reply' }).click();
  await answered.getByRole('textbox', { name: 'Your reply' }).fill('Same here @ada_reads, the tortoise too');
  await answered.locator('form').getByRole('button', { name: 'Reply' }).click();
  const reply = answered.getByTestId('comment').filter({ hasText: 'the tortoise too' });
  await reply.waitFor();
  await reply.getByRole('link', { name: '@ada_reads' }).first().waitFor();
  await bayoPage.getByRole('button', { name: 'Comments (2)' }).waitFor();

  // Ada hears of it, and the notification opens the post with the thread.
  await adaPage.getByRole('button', { name: /Notifications/ }).click();
  const notice = adaPage.getByText('@bayo_reads replied to your comment: “Same here @ada_reads, the tortoise too”');
  await notice.waitFor();
  await notice.click();
  await adaPage.waitForURL(`${server.url}/dashboard/post/${post.id}`);
  const thread = adaPage.getByTestId('comment').filter({ hasText: 'Anansi and the pot of wisdom' }).first();
  await thread.getByTestId('comment').filter({ hasText: 'the tortoise too' }).waitFor();

  // A third level: Ada answers Bayo. A fresh reader sees it only after "Show 1 reply".
  const second = thread.getByTestId('comment').filter({ hasText: 'the tortoise too' }).first();
  await second.getByRole('button', { name: 'Reply' }).first().click();
  await second.getByRole('textbox', { name: 'Your reply' }).fill('The tortoise is the best');
  await second.locator('form').getByRole('button', { name: 'Reply' }).click();
  await second.getByRole('button', { name: 'Show 1 reply' }).waitFor();

  const reader = await pages.open(creator);
  await reader.goto(`${server.url}/dashboard/post/${post.id}`);
  await reader.getByText('the tortoise too').waitFor();
  expect(await reader.getByText('The tortoise is the best').count()).toBe(0);
  await reader.getByRole('button', { name: 'Show 1 reply' }).click();
  await reader.getByText('The tortoise is the best').waitFor();
  await reader.getByRole('button', { name: 'Comments (3)' }).waitFor();
});

it('edits a post: the card shows the new text and an "edited" mark that opens the earlier versions', async () => {
  const author = await buildUser(server, { username: 'kemi_edits' });
  const post = await buildPost(server, author, 'Sunset in Lagso #lagos');
  const page = await pages.open(author);
  await page.goto(`${server.url}/dashboard/post/${post.id}`);
  const card = page.getByTestId('post-card');
  await card.getByText('Sunset in Lagso').waitFor();

  await card.getByRole('button', { name: 'Edit post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your post' });
  await dialog.getByRole('textbox').fill('Sunset in Lagos #lagos #goldenhour');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('Sunset in Lagos').waitFor();
  await card.getByRole('link', { name: '#goldenhour' }).waitFor();

  // Any reader sees the mark; it opens the history, oldest first, then the text as it is now.
  const reader = await pages.open(await buildUser(server, { username: 'tayo_reads' }));
  await reader.goto(`${server.url}/dashboard/post/${post.id}`);
  await reader.getByTestId('post-card').getByRole('button', { name: 'edited' }).click();
  const history = reader.getByRole('dialog', { name: 'Edit history' });
  const versions = history.getByTestId('version-history').getByRole('listitem');
  await versions.first().getByText('Sunset in Lagso #lagos').waitFor();
  await versions.nth(1).getByText('Current version', { exact: false }).waitFor();
  await versions.nth(1).getByText('Sunset in Lagos #lagos #goldenhour').waitFor();
  expect(await versions.count()).toBe(2);
});
