import type { Browser } from 'playwright-core';
import { graphql } from '../gql';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { freePort } from '../helpers/spawn-kuza';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(180_000);

// Issue 31's paid posts, in test mode: a reader finds a pay-per-view post under the Paid Posts chip, sees its teaser
// and price, unlocks it in the test gateway's page (a new tab) and the post opens in place, without a reload.
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let creator: TestUser;
let reader: TestUser;

const SECRET = 'and the treasure was under the baobab tree all along';
const STORY = `${'Deep in the hills above Kisumu, an old fisherman kept a secret map. '.repeat(3)}#mystery ${SECRET}`;

beforeAll(async () => {
  const port = await freePort();
  server = await startTestServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, JOB_WORKER: 'true' });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  creator = await buildUser(server, { username: 'kisumu_tales' });
  reader = await buildUser(server, { username: 'paid_reader' });
  const created = await server.gql(
    graphql(`
      mutation PaidPostsJourneyCreate($input: CreatePostInput!) {
        createPost(input: $input) {
          id
        }
      }
    `),
    { input: { content: STORY, access: { kind: 'PAID', priceMinor: '300', currency: 'USD' } } },
    { token: creator.accessToken },
  );
  expect(created.errors).toBeUndefined();
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('a reader sees a pay-per-view post locked, unlocks it in test mode, and it opens in place', async () => {
  const page = await pages.open(reader);
  await page.goto(`${server.url}/dashboard/for-you`);
  await page.getByRole('button', { name: 'Paid Posts' }).click();
  const card = page.getByTestId('post-card').filter({ hasText: 'old fisherman' });
  const locked = card.getByTestId('locked-post');
  await locked.getByText('Pay to read the whole post').waitFor();
  expect(await card.textContent()).not.toContain(SECRET);

  // Unlock: the gateway's checkout page opens in a new tab; this tab waits for the payment.
  const [gateway] = await Promise.all([
    page.waitForEvent('popup'),
    locked.getByRole('button', { name: 'Unlock for $3.00' }).click(),
  ]);
  await gateway.waitForURL(/\/fake-gateway\/checkout\//);
  await gateway.getByText('3.00 USD').waitFor();
  await locked.getByText('Waiting for your payment…').waitFor();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await gateway.getByRole('button', { name: 'Pay' }).click();

  // Paid: the same card, in the same page (no reload), now shows the whole story and no lock.
  await card.getByText(SECRET, { exact: false }).waitFor({ timeout: 30_000 });
  await locked.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await gateway.close();
});
