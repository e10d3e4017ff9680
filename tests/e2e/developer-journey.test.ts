import { Webhook } from 'standardwebhooks';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let server: TestServer;
let browser: Browser;
let creator: TestUser;
let receiver: WebhookReceiver;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
  creator = await buildUser(server, { username: 'dev_creator' });
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await server?.stop();
});

it('a creator makes a scoped key and a webhook in Settings → Developer, posts, and sees the delivery', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInAs(page, server.url, creator);

  // Settings › Developer from the sidebar.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Developer' }).click();
  await page.waitForURL(`${server.url}/dashboard/developer`);
  await page.getByText('You have no API keys yet.').waitFor();

  // A key that may read and write, and nothing else.
  await page.getByLabel(/Key name/).fill('Posting bot');
  await page.getByLabel('Write').check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('button', { name: 'Show key' }).click();
  const key = ((await page.getByTestId('new-api-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^kuza_live_/);
  await page.getByText('Read · Write').waitFor();

  // A webhook for post.created (ticked to start with).
  await page.getByLabel('Endpoint URL').fill(receiver.url);
  await page.getByLabel('Description').fill('My receiver');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^whsec_/);
  await page.getByText(receiver.url).waitFor();

  // The bot posts with the key; the receiver gets post.created, signed.
  const posted = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: 'mutation { createPost(input: { content: "Hello from my bot" }) { id } }' }),
  });
  const postId = ((await posted.json()) as { data: { createPost: { id: string } } }).data.createPost.id;
  await server.kuza.jobs.runUntilIdle();
  expect(receiver.received).toHaveLength(1);
  const event = new Webhook(secret).verify(receiver.received[0].body, receiver.received[0].headers) as {
    type: string;
    data: { id: string };
  };
  expect(event).toMatchObject({ type: 'post.created', data: { id: postId } });

  // The delivery log shows it, delivered with the receiver's 200.
  await page.getByRole('button', { name: 'Delivery log' }).click();
  const delivery = page.getByTestId('webhook-delivery');
  await delivery.filter({ hasText: 'post.created' }).filter({ hasText: 'Delivered' }).waitFor();
  await delivery.filter({ hasText: '200' }).waitFor();
  await page.screenshot({ path: `${server.dataDir}/developer-settings.png`, fullPage: true });
  await context.close();
});
