import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// A 1.6 s, 160×90 VP8 WebM recorded from a canvas with Chromium's MediaRecorder (about 11 KB).
const VIDEO = path.join(__dirname, '../fixtures/tiny-video.webm');

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

it('uploads a small video with a progress bar, lands on /dashboard and plays it from the server with HTTP Range', async () => {
  const creator = await buildUser(server, { username: 'filmmaker' });
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const rangeResponses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/videos/') && response.request().headers().range)
      rangeResponses.push(response.status());
  });
  await signIn(page, creator);

  await page.goto(`${server.url}/dashboard/create-video`);
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await page.getByText('Caption required', { exact: true }).first().waitFor();

  await page.getByLabel('Caption').fill('First cut of my short #film');
  await page.getByLabel('Video file').setInputFiles(VIDEO);
  await page.getByTestId('selected-file').getByText('tiny-video.webm').waitFor();

  // Hold the upload until the progress bar has been seen (an 11 KB upload is otherwise over at once).
  let release: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data')) await seen;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
  release();

  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByText('Video posted!', { exact: true }).first().waitFor();
  const card = page.getByTestId('post-card').filter({ hasText: 'First cut of my short' });
  const video = card.getByLabel('Video shared with the post');
  await video.waitFor();
  const src = await video.getAttribute('src');
  expect(src).toMatch(new RegExp(`^/media/videos/${creator.id}/\\d+-[0-9a-f]+\\.webm$`));

  // Play it (muted, as browsers allow without a gesture) and wait until frames are decoded and time moves.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await page.waitForFunction((selector) => {
    const element = document.querySelector<HTMLVideoElement>(selector);
    return !!element && element.readyState >= 2 && element.currentTime > 0;
  }, `[data-post-id] video[src="${src}"]`);
  expect(rangeResponses).toContain(206);

  // The file really is on the server, byte for byte the one uploaded.
  const served = await fetch(`${server.url}${src}`, { headers: { range: 'bytes=0-3' } });
  expect(served.status).toBe(206);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  await context.close();
});
