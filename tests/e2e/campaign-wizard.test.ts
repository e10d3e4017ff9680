import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SignedInPages, launchBrowser } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

const COVER = path.join(__dirname, '../fixtures/ad-cover.png');

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let page: Page;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  admin = await buildUser(server, { username: 'ads_admin', roles: ['ADMIN'] });
  page = await pages.open(await buildUser(server, { username: 'tunde_ads' }));
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const next = () => page.getByRole('button', { name: 'Next' }).click();
const heading = (name: string) => page.getByRole('heading', { name, exact: true }).waitFor();

it('creates an ad campaign through the four steps, each checked before Next, and finds it under Advertising', async () => {
  // A new account has no campaigns: zeros and how to start, no sample figures.
  await page.goto(`${server.url}/dashboard/advertising`);
  await page.getByTestId('no-campaigns').waitFor();
  expect(await page.getByTestId('total-spent').textContent()).toContain('$0.00');
  expect(await page.getByTestId('total-ctr').textContent()).toContain('0.00%');
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
  await page.locator('#campaign-media').setInputFiles(COVER);
  await page.getByText('Chosen: ad-cover.png', { exact: false }).waitFor();

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

  // The saved campaign is listed in review, with its budget and no figures yet.
  const saved = page.getByRole('listitem').filter({ hasText: 'Lagos Nights EP launch' });
  expect(await saved.getByTestId('campaign-status').textContent()).toBe('In review');
  expect(await saved.getByTestId('campaign-budget').textContent()).toBe('$500.00');
  expect(await page.getByTestId('no-campaigns').count()).toBe(0);
  expect(await page.getByTestId('total-ctr').textContent()).toContain('0.00%');
  const [row] = await server.kuza.deps.db.query(
    `SELECT name, objective, min_age, locations, daily_budget::text, media_type FROM ad_campaigns`,
  );
  expect(row).toEqual({
    name: 'Lagos Nights EP launch',
    objective: 'engagement',
    min_age: 21,
    locations: ['Lagos', 'Accra'],
    daily_budget: '25.50',
    media_type: 'IMAGE',
  });

  // Still there after a reload: it came from the server.
  await page.reload();
  await page.getByText('Lagos Nights EP launch').waitFor();
  expect(await page.getByTestId('campaign-review').count()).toBe(0);
});

it('is approved by an admin, then paused and resumed by its owner', async () => {
  const staff = await pages.open(admin);
  await staff.goto(`${server.url}/dashboard/advertising`);
  const waiting = staff.getByTestId('campaign-review').getByRole('listitem', { name: 'Lagos Nights EP launch' });
  await waiting.getByText('Hear Lagos at night').waitFor();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await staff.getByText('Campaign approved').first().waitFor();
  await staff.getByText('No campaigns are waiting for review.').waitFor();

  await page.reload();
  const campaign = page.getByRole('listitem').filter({ hasText: 'Lagos Nights EP launch' });
  await campaign.getByText('Active', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pause Lagos Nights EP launch' }).click();
  await campaign.getByText('Paused', { exact: true }).waitFor();
  await page.reload();
  await campaign.getByText('Paused', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Resume Lagos Nights EP launch' }).click();
  await campaign.getByText('Active', { exact: true }).waitFor();
});
