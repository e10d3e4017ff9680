import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let page: Page;
let kofi: TestUser;
let amina: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  amina = await buildUser(server, { username: 'amina' });
  kofi = await buildUser(server, { username: 'kofi_pod' });
  await buildUser(server, { username: 'zanele_art' });
  page = await browser.newPage();
  await signInAs(page, server.url, amina);
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

it('refuses a cash out without a method, with an amount that is not greater than 0, or beyond the balance', async () => {
  await page.goto(`${server.url}/dashboard/cashout`);
  // No payout method yet: the screen says where to add one, with the three methods' fees.
  await page.getByText('Add a payout method first. Fees:').waitFor();
  await page.getByText('Crypto · 0.5% fee').waitFor();
  await amount().fill('50');
  await confirm();
  await toast('Select a method').waitFor();
  await page.getByText('Please choose a withdrawal method.').first().waitFor();

  await page.getByRole('link', { name: 'Add a payout method in My Wallet' }).click();
  await page.getByRole('button', { name: 'Add a payout method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payout method' });
  await dialog.getByLabel('Crypto').check();
  await dialog.getByLabel('Network').selectOption('ETHEREUM');
  await dialog.getByLabel('Wallet address').fill(`0x${'ab'.repeat(20)}`);
  await dialog.getByLabel('Your password').fill(amina.password);
  await dialog.getByRole('button', { name: 'Add method' }).click();
  await toast('Payout method added').waitFor();

  await page.goto(`${server.url}/dashboard/cashout`);
  await chooseMethod('Crypto');
  await amount().fill('0');
  await confirm();
  await toast('Invalid amount').waitFor();
  await page.getByText('Please enter a valid withdrawal amount.').first().waitFor();
  await amount().fill('50');
  expect(await page.getByTestId('cashout-fee').textContent()).toBe('$0.25');
  expect(await page.getByTestId('cashout-net').textContent()).toBe('$49.75');
  await confirm();
  await page.getByRole('alert').getByText('Insufficient balance').first().waitFor();
});

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
