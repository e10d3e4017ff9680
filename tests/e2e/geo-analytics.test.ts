import type { Browser } from 'playwright-core';
import { AuthService } from '../../server/src/features/auth/auth.service';
import { User } from '../../server/src/features/auth/user.entity';
import { DEMO_PASSWORD } from '../../server/src/app/demo-seed/demo-accounts';
import { launchBrowser, signInAs } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/test-server';

// A seeded server, a browser and a whole journey: far more than Jest's default 5 s.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SUMMARY = `query {
  locationAnalyticsSummary { countries cities totalImpressions totalClicks }
  locationAnalytics(limit: 20) { country countryCode city }
}`;

it('shows a demo creator where their audience is: totals, click rate, flags; and updates their city on request', async () => {
  // What the API says about amara's audience, to compare with what the screen shows.
  const amara = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ email: 'amara@kuza.africa' });
  const { accessToken } = await server.kuza.deps.services.get(AuthService).startSessionFor(amara, { ip: '127.0.0.1', userAgent: 'jest' });
  const { locationAnalyticsSummary: summary, locationAnalytics: top } = (await server.gql(SUMMARY, {}, { token: accessToken })).data;
  expect(summary.cities).toBeGreaterThan(0);

  // The browser is in Lagos, with geolocation allowed: detection and the precise request use it.
  const context = await browser.newContext({ geolocation: { latitude: 6.5244, longitude: 3.3792 }, permissions: ['geolocation'], locale: 'en-US' });
  const page = await context.newPage();
  await signInAs(page, server.url, { email: 'amara@kuza.africa', password: DEMO_PASSWORD });

  // The Analytics section of the sidebar starts closed (spec §2.3: only Home and Create are open).
  await page.getByRole('button', { name: 'Analytics', exact: true }).click();
  await page.getByRole('link', { name: 'Geographic Data' }).click();
  await page.waitForURL(`${server.url}/dashboard/geo-analytics`);
  await page.getByRole('heading', { name: 'Geographic Analytics' }).waitFor();

  const number = new Intl.NumberFormat('en');
  const rate = ((summary.totalClicks / summary.totalImpressions) * 100).toFixed(2);
  await page.getByTestId('geo-total-impressions').getByText(number.format(summary.totalImpressions)).waitFor();
  expect(await page.getByTestId('geo-total-countries').textContent()).toBe(String(summary.countries));
  expect(await page.getByTestId('geo-total-cities').textContent()).toBe(String(summary.cities));
  expect(await page.getByTestId('geo-total-click-rate').textContent()).toBe(`${rate}%`);

  const list = page.getByRole('list', { name: 'Top Locations' });
  const items = list.getByRole('listitem');
  expect(await items.count()).toBe(Math.min(20, summary.cities));
  // Her home city leads her audience; each row carries the flag emoji of its country code.
  expect(top[0]).toEqual({ country: 'Kenya', countryCode: 'KE', city: 'Nairobi' });
  await expect(items.nth(0).textContent()).resolves.toContain('🇰🇪Nairobi, Kenya');
  await expect(items.nth(1).textContent()).resolves.toContain(`${top[1].city}, ${top[1].country}`);
  const flags = await list.getByTestId('location-flag').allTextContents();
  expect(flags).toEqual(expect.arrayContaining(['🇳🇬', '🇰🇪', '🇿🇦', '🇬🇭', '🇪🇹', '🇪🇬', '🇨🇩', '🇸🇳']));
  await page.getByRole('figure', { name: 'Impressions by city' }).locator('svg.recharts-surface').first().waitFor();

  // Detection ran on arrival with the browser's position.
  await page.getByTestId('your-location').getByText('Lagos, Nigeria').waitFor();

  await context.setGeolocation({ latitude: -26.2041, longitude: 28.0473 });
  await page.getByRole('button', { name: 'Use precise location' }).click();
  await page.getByText('Location updated').first().waitFor();
  await page.getByTestId('your-location').getByText('Johannesburg, South Africa').waitFor();
  const [row] = await server.kuza.deps.db.query(`SELECT country_code, city FROM profiles WHERE id = $1`, [amara.id]);
  expect(row).toEqual({ country_code: 'ZA', city: 'Johannesburg' });
  await context.close();
});

it('fits a 390 px phone screen: nothing, the chart included, makes the page scroll sideways', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await signInAs(page, server.url, { email: 'amara@kuza.africa', password: DEMO_PASSWORD });
  await page.goto(`${server.url}/dashboard/geo-analytics`);
  await page.getByRole('figure', { name: 'Impressions by city' }).locator('svg.recharts-surface').first().waitFor();
  await page.getByRole('list', { name: 'Top Locations' }).getByRole('listitem').first().waitFor();
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(width.page).toBeLessThanOrEqual(width.screen);
  await context.close();
});

it('shows "No location data yet" to someone whose posts nobody has seen', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.url}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill('new_creator');
  await page.getByLabel('Email').fill('new_creator@example.com');
  await page.getByLabel('Password').fill('new-creator-password');
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.goto(`${server.url}/dashboard/geo-analytics`);
  await page.getByText('No location data yet').waitFor();
  await context.close();
});
