import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { freePort } from '../helpers/spawn-kuza';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(180_000);

// Issue 31's membership journey in test mode: a creator creates a tier on Memberships, a reader joins it from the
// creator's profile and pays on the test gateway, sees it under My memberships, and the creator sees the member.
let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let creator: TestUser;
let reader: TestUser;
beforeAll(async () => {
  // The gateway sends the payer back to PUBLIC_URL: this server's own address; jobs run as in production.
  const port = await freePort();
  server = await startTestServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, JOB_WORKER: 'true' });
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  creator = await buildUser(server, { username: 'kwame_beats' });
  reader = await buildUser(server, { username: 'esi_listens' });
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('a creator creates a tier, a reader joins it in test mode, and the creator sees the member', async () => {
  // The creator: My Wallet → Memberships → New tier.
  const studio = await pages.open(creator);
  await studio.goto(`${server.url}/dashboard/wallet`);
  await studio.getByRole('link', { name: 'Memberships: tiers and members' }).click();
  await studio.getByRole('heading', { name: 'Memberships', level: 1 }).waitFor();
  await studio.getByText('No tiers yet: create one so that supporters can join.').waitFor();
  await studio.getByRole('button', { name: 'New tier' }).click();
  const form = studio.getByRole('dialog', { name: 'New tier' });
  await form.getByLabel('Name').fill('Inner circle');
  await form.getByLabel('Perks').fill('Demos before release');
  await form.getByLabel('Monthly price').fill('4.99');
  await form.getByRole('button', { name: 'Save tier' }).click();
  await form.waitFor({ state: 'hidden' });
  const tier = studio.getByTestId('tier');
  await tier.getByText('Inner circle').waitFor();
  await tier.getByText('$4.99 / month').waitFor();

  // The reader joins from the creator's profile and pays on the test gateway's checkout page.
  const fan = await pages.open(reader);
  await fan.goto(`${server.url}/dashboard/u/kwame_beats`);
  await fan.getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = fan.getByRole('dialog', { name: 'Join @kwame_beats' });
  await dialog.getByText('Test mode: no real money').waitFor();
  await dialog.getByText('Demos before release').waitFor();
  await dialog.getByRole('button', { name: 'Join Inner circle' }).click();
  await fan.waitForURL(/\/fake-gateway\/checkout\//);
  await fan.getByText('4.99 USD').waitFor();
  await fan.getByRole('button', { name: 'Pay' }).click();
  await fan.waitForURL(/\/dashboard\/checkout\//);
  await fan.getByTestId('checkout-status').getByText('$4.99', { exact: false }).waitFor();
  await fan.goto(`${server.url}/dashboard/my-memberships`);
  const membership = fan.getByTestId('membership');
  await membership.getByText('Inner circle').waitFor();
  await membership.getByText('Active').waitFor();
  await membership.getByRole('button', { name: 'Cancel membership' }).waitFor();

  // The creator sees the new member, and their first month in the tier's count.
  await studio.reload();
  const row = studio.getByTestId('member-row');
  await row.getByText('@esi_listens').waitFor();
  await row.getByText('$4.99').waitFor();
  await studio.getByTestId('tier').getByText('1 member').waitFor();
});
