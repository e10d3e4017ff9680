import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let page: Page;
let kofi: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  const user = await buildUser(server, { username: 'amina' });
  kofi = await buildUser(server, { username: 'kofi_pod' });
  await buildUser(server, { username: 'zanele_art' });
  page = await browser.newPage();
  await signInAs(page, server.url, user);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (title: string) => page.getByText(title, { exact: true }).first();
const chooseMethod = (name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: new RegExp(name) }) })
    .click();
const amount = () => page.getByLabel('Amount (USD)');
const confirm = () => page.getByRole('button', { name: 'Confirm Cash Out' }).click();

it('refuses a cash out without a method or with an amount that is not greater than 0', async () => {
  await page.goto(`${server.url}/dashboard/cashout`);
  await amount().fill('50');
  await confirm();
  await toast('Select a method').waitFor();
  await page.getByText('Please choose a withdrawal method.').first().waitFor();

  await chooseMethod('Crypto');
  await amount().fill('0');
  await confirm();
  await toast('Invalid amount').waitFor();
  await page.getByText('Please enter a valid withdrawal amount.').first().waitFor();
});

it.each([
  ['Mobile Money', '$2.00', '$198.00'],
  ['Bank Transfer', '$4.00', '$196.00'],
  ['Crypto', '$1.00', '$199.00'],
])(
  'cashes out $200 by %s: the fee and the net amount before confirming, then a toast and a fresh form',
  async (method, fee, net) => {
    await page.goto(`${server.url}/dashboard/cashout`);
    await chooseMethod(method);
    await amount().fill('200');
    expect(await page.getByTestId('cashout-fee').textContent()).toBe(fee);
    expect(await page.getByTestId('cashout-net').textContent()).toBe(net);

    await confirm();
    await toast('Withdrawal requested').waitFor();
    await page.getByText(`${net} will arrive via ${method} within 2 business days.`).first().waitFor();
    expect(await amount().inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: new RegExp(method) }).isChecked()).toBe(false);
    expect(await page.getByTestId('cashout-quote').count()).toBe(0);
  },
);

it('goes from Ad Revenue to Cash Out, and saves a split of earnings that its collaborators see', async () => {
  await page.goto(`${server.url}/dashboard/ad-revenue`);
  await page.getByRole('link', { name: 'Cash Out' }).last().click();
  await page.waitForURL(`${server.url}/dashboard/cashout`);
  await page.getByRole('heading', { name: 'Cash Out' }).waitFor();

  await page.goto(`${server.url}/dashboard/split`);
  await page.getByRole('button', { name: 'Create Split' }).click();
  await toast('Project name required').waitFor();
  await page.getByLabel('Project name').fill('Lagos Nights EP');
  await page.getByRole('button', { name: 'Create Split' }).click();
  await toast('Add collaborators').waitFor();
  await page.getByLabel('Username').fill('kofi_pod');
  await page.getByLabel('Percentage').fill('40');
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await page.getByLabel('Username').nth(1).fill('zanele_arts');
  await page.getByLabel('Percentage').nth(1).fill('35');
  expect(await page.getByTestId('split-total').textContent()).toBe('Total: 75%');
  await page.getByRole('button', { name: 'Create Split' }).click();
  await toast('Split not saved').waitFor();
  await page.getByText('No creator is called @zanele_arts.').first().waitFor();
  await page.getByLabel('Username').nth(1).fill('zanele_art');
  await page.getByRole('button', { name: 'Create Split' }).click();
  await toast('Split created').waitFor();
  const saved = page.getByTestId('earnings-split');
  await saved.filter({ hasText: 'Lagos Nights EP' }).waitFor();
  expect(await saved.textContent()).toContain('@amina (owner)25%');

  // A collaborator sees it on their own Split Earnings screen, after a reload as on any other visit.
  const context = await browser.newContext();
  try {
    const theirs = await context.newPage();
    await signInAs(theirs, server.url, kofi);
    await theirs.goto(`${server.url}/dashboard/split`);
    const shared = theirs.getByTestId('earnings-split').filter({ hasText: 'Lagos Nights EP' });
    await shared.getByText('Made by @amina', { exact: false }).waitFor();
    expect(await shared.getByRole('button', { name: 'Delete split' }).count()).toBe(0);
  } finally {
    await context.close();
  }
});
