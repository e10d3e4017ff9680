import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { buildUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  const user = await buildUser(server);
  page = await browser.newPage();
  await page.goto(`${server.url}/auth`);
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${server.url}/dashboard`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const next = () => page.getByRole('button', { name: 'Next' }).click();
const heading = (name: string) => page.getByRole('heading', { name, exact: true }).waitFor();

it('creates an ad campaign through the four steps, each checked before Next, and returns to Advertising', async () => {
  await page.goto(`${server.url}/dashboard/advertising`);
  await page.getByTestId('total-ctr').waitFor();
  expect(await page.getByTestId('total-ctr').textContent()).toContain('2.48%');
  await page.getByRole('link', { name: 'Create Campaign' }).click();
  await page.waitForURL(`${server.url}/dashboard/advertising/create`);

  // Step 1: the name is required; the objective starts at awareness.
  await heading('Campaign Details');
  expect(await page.getByRole('button', { name: 'Submit Campaign' }).count()).toBe(0);
  expect(await page.getByLabel('Objective').inputValue()).toBe('awareness');
  await next();
  await page.getByText('Campaign name is required.').waitFor();
  await page.getByLabel('Campaign name').fill('Lagos Nights EP launch');
  await page.getByLabel('Objective').selectOption('engagement');
  await next();

  // Step 2: ages 13 to 65, 18 to 65 by default.
  await heading('Targeting');
  expect(await page.getByLabel('Minimum age').inputValue()).toBe('18');
  expect(await page.getByLabel('Maximum age').inputValue()).toBe('65');
  await page.getByLabel('Minimum age').fill('12');
  await next();
  await page.getByText('Minimum age must be a whole number from 13 to 65.').waitFor();
  await page.getByLabel('Minimum age').fill('21');
  await page.getByLabel('Locations').fill('Lagos, Accra');
  await next();

  // Step 3: headline and URL required; image and learn_more by default; the media hint.
  await heading('Creative');
  expect(await page.getByLabel('Ad type').inputValue()).toBe('image');
  expect(await page.getByLabel('Call to action').inputValue()).toBe('learn_more');
  await page.getByText('PNG, JPG or MP4 up to 10MB').waitFor();
  await next();
  await page.getByText('Headline is required.').waitFor();
  await page.getByText('Destination URL is required.').waitFor();
  await page.getByLabel('Headline').fill('x'.repeat(81));
  await page.getByLabel('Destination URL').fill('not a url');
  await next();
  await page.getByText('Headline must be at most 80 characters.').waitFor();
  await page.getByText('Enter a valid URL starting with http:// or https://.').waitFor();
  await page.getByLabel('Headline').fill('Hear Lagos at night');
  await page.getByLabel('Destination URL').fill('https://kuza.africa/lagos-nights');
  await page
    .locator('#campaign-media')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await page.getByText('Chosen: cover.png', { exact: false }).waitFor();

  // Previous keeps what was typed.
  await page.getByRole('button', { name: 'Previous' }).click();
  await heading('Targeting');
  expect(await page.getByLabel('Minimum age').inputValue()).toBe('21');
  await next();
  await heading('Creative');
  expect(await page.getByLabel('Headline').inputValue()).toBe('Hear Lagos at night');
  await next();

  // Step 4: the budget rules, the estimated reach, and Submit only here.
  await heading('Budget');
  expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
  await page.getByText('Daily impressions: 15,000 to 25,000').waitFor();
  await page.getByText('CTR: 1.5% to 3.0%').waitFor();
  await page.getByText('Cost per click: $0.15 to $0.30').waitFor();
  await page.getByRole('button', { name: 'Submit Campaign' }).click();
  await page.getByText('Daily budget is required.').waitFor();
  await page.getByText('Start date is required.').waitFor();
  await page.getByLabel('Daily budget (USD)').fill('9.5');
  await page.getByLabel('Total budget (USD)').fill('5');
  await page.getByRole('button', { name: 'Submit Campaign' }).click();
  await page.getByText('Daily budget must be at least $10.').waitFor();
  await page.getByText('Total budget must be at least $10.').waitFor();
  expect(page.url()).toBe(`${server.url}/dashboard/advertising/create`);

  await page.getByLabel('Daily budget (USD)').fill('25.50');
  await page.getByLabel('Total budget (USD)').fill('500');
  await page.getByLabel('Start date').fill('2030-07-01');
  await page.getByRole('button', { name: 'Submit Campaign' }).click();
  await page.getByText('Campaign Created!', { exact: true }).first().waitFor();
  await page.getByText('Your ad campaign is now under review.').first().waitFor();
  await page.waitForURL(`${server.url}/dashboard/advertising`);
  await page.getByRole('heading', { name: 'Advertising', exact: true }).waitFor();
});

it('pauses and resumes a campaign on the Advertising screen', async () => {
  await page.goto(`${server.url}/dashboard/advertising`);
  const campaign = page.getByTestId('campaign-c1');
  expect(await campaign.getByTestId('campaign-status').textContent()).toBe('Active');
  await page.getByRole('button', { name: 'Pause Lagos Nights EP launch' }).click();
  await campaign.getByText('Paused', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Resume Lagos Nights EP launch' }).click();
  await campaign.getByText('Active', { exact: true }).waitFor();
});
