import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { freePort } from '../helpers/spawn-kuza';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(180_000);

// Issue 30's journey, in test mode (the fake gateway shipped with Kuza): a reader tips a creator, the creator sees it
// in My Wallet and the earnings panel, adds a Mobile Money number, cashes out, and sees the withdrawal paid.
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let creator: TestUser;
let reader: TestUser;
beforeAll(async () => {
  // The gateway sends the payer back to PUBLIC_URL: this server's own address. Jobs (webhooks, settlement,
  // payouts) run in the background as in production.
  const port = await freePort();
  server = await startTestServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JOB_WORKER: 'true',
  });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  creator = await buildUser(server, { username: 'zawadi_sounds' });
  reader = await buildUser(server, { username: 'amina' });
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const wide = (page: Page) => page.setViewportSize({ width: 1440, height: 1000 });

it('a reader tips a creator, who sees it, adds Mobile Money, cashes out and sees the withdrawal paid', async () => {
  const post = await buildPost(server, creator, 'New beat out now #afrobeats');

  // The reader tips $20 on the post, with a message, and pays on the test gateway's checkout page.
  const supporter = await pages.open(reader);
  await supporter.goto(`${server.url}/dashboard/post/${post.id}`);
  const card = supporter.getByTestId('post-card');
  await card.getByRole('button', { name: 'Tip @zawadi_sounds (tips so far: 0)' }).click();
  const dialog = supporter.getByRole('dialog', { name: 'Tip @zawadi_sounds' });
  await dialog.getByText('Test mode: no real money').waitFor();
  await dialog.getByRole('button', { name: '$20' }).click();
  await dialog.getByLabel('Message (optional)').fill('Asante for the beat!');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await supporter.waitForURL(/\/fake-gateway\/checkout\//);
  await supporter.getByText('20.00 USD').waitFor();
  await supporter.getByRole('button', { name: 'Pay' }).click();
  await supporter.waitForURL(/\/dashboard\/checkout\//);
  await supporter.getByText('Thank you! Your tip of $20.00 to @zawadi_sounds was paid.').waitFor();
  await supporter.getByRole('link', { name: 'Back to the post' }).click();
  await supporter.getByRole('button', { name: 'Tip @zawadi_sounds (tips so far: 1)' }).waitFor();

  // The creator: 95 % of it in My Wallet (settled at once by the test gateway), the tip in the history, and in the
  // earnings panel.
  const page = await pages.open(creator);
  await wide(page);
  await page.goto(`${server.url}/dashboard/wallet`);
  await page.getByText('Test mode: no real money').first().waitFor();
  const available = page.getByTestId('wallet-balance-USD').getByTestId('wallet-available');
  await available.getByText('$19.00').waitFor();
  await page.getByRole('list', { name: 'Transactions' }).getByText('Tip · @amina').click();
  const details = page.getByTestId('transaction-details');
  await details.waitFor();
  expect(await details.textContent()).toContain('Gross$20.00Fee$1.00Net$19.00');
  await page.keyboard.press('Escape');
  const panel = page.getByRole('complementary', { name: 'Earnings' });
  await panel.getByTestId('earnings-today').getByText('$19.00').waitFor();
  expect(await panel.getByTestId('earnings-month').textContent()).toBe('$19.00');
  // The creator's own goal: the panel's progress follows it.
  await panel.getByRole('button', { name: 'Set a monthly goal' }).click();
  const goal = page.getByRole('dialog', { name: 'Your monthly goal' });
  await goal.getByLabel('Goal', { exact: true }).fill('100');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await panel.getByTestId('earnings-progress').getByText('$19.00 of $100.00 (19%)').waitFor();

  // A Mobile Money number, the password asked again.
  await page.getByRole('button', { name: 'Add a payout method' }).click();
  const add = page.getByRole('dialog', { name: 'Add a payout method' });
  await add.getByLabel('Provider').selectOption('MPESA');
  await add.getByLabel('Phone number (international format)').fill('+254 712 345 678');
  await add.getByLabel('Your password').fill(creator.password);
  await add.getByRole('button', { name: 'Add method' }).click();
  await page.getByText('Payout method added').first().waitFor();
  await page.getByRole('list', { name: 'Payout methods' }).getByText(/5678/).waitFor();

  // Cash out $10 (the minimum the help text names): fee and net before confirming, the hold at once, then paid.
  await page.getByRole('link', { name: 'Cash Out' }).first().click();
  await page.waitForURL(`${server.url}/dashboard/cashout`);
  await page.getByText('Minimum withdrawal: $10.00', { exact: false }).waitFor();
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /Mobile Money/ }) })
    .click();
  await page.getByLabel('Amount (USD)').fill('10');
  expect(await page.getByTestId('cashout-fee').textContent()).toBe('$0.10');
  expect(await page.getByTestId('cashout-net').textContent()).toBe('$9.90');
  await page.getByRole('button', { name: 'Confirm Cash Out' }).click();
  await page.getByText('Withdrawal requested').first().waitFor();
  await page.getByTestId('cashout-available').getByText('$9.00').waitFor();
  const withdrawal = page.getByRole('list', { name: 'Your withdrawals' }).getByTestId('withdrawal').first();
  await withdrawal.getByTestId('withdrawal-status').getByText('Paid', { exact: true }).waitFor({ timeout: 60_000 });
  expect(await withdrawal.textContent()).toContain('$10.00');

  // My Wallet: the paid withdrawal has left the balance and sits in the history.
  await page.goto(`${server.url}/dashboard/wallet`);
  await available.getByText('$9.00').waitFor();
  await page.getByTestId('wallet-balance-USD').getByTestId('wallet-withdrawing').getByText('$0.00').waitFor();
  await page.getByRole('list', { name: 'Transactions' }).getByText('Withdrawal').first().waitFor();
});
