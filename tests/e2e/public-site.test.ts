import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
});
afterEach(() => context.close());

// Spec §2.1 and §9: the text each public route must show.
const ROUTES: Record<string, string[]> = {
  '/explore': [
    'Afrobeats & Music',
    'Film & Photography',
    'Digital Art',
    'Tech Innovation',
    'Content Creation',
    'Community Stories',
    'Your Feed, Your Rules',
  ],
  '/creators': ['Earn from day one', 'Reach you can understand', 'Own your audience', 'Collaborate and get discovered'],
  '/earnings': ['$5-15', '70%', '95%', '$0', '2 days', 'Crypto & fiat'],
  '/marketplace': ['For Brands', 'For Creators', 'Browse Creators', 'Post Campaign'],
  '/documentation': ['Getting Started', 'Content Creation', 'Monetization Guide', 'Platform Features'],
  '/community': [
    '10K+',
    '15+',
    'Nairobi',
    '2.5K+ members',
    'Lagos',
    '3.2K+ members',
    'Johannesburg',
    '1.8K+ members',
    'Accra',
    '1.4K+ members',
    'Cairo',
    '1.2K+ members',
    'Kinshasa',
    '900+ members',
  ],
  '/about': ['About Kuza', 'Our mission'],
  '/contact': [
    'Nairobi',
    'Lagos',
    'Johannesburg',
    'Mon-Fri 9-6',
    'Sat 10-2',
    'Sun closed',
    'We respond within 24 hours.',
  ],
  '/translate': ['Interface languages', 'Machine translation of other languages is not available offline'],
  '/privacy': ['Data We Collect', 'How We Use Your Data', 'Your Rights', 'Data Portability'],
  '/terms': [
    'Content Ownership',
    'Creator Responsibilities',
    'within 2 business days',
    'you can appeal the decision',
    'Changes to Terms',
  ],
};

it.each(Object.entries(ROUTES))('%s shows its spec content under the shared header and footer', async (path, texts) => {
  await page.goto(`${server.url}${path}`);
  for (const text of texts) await page.getByText(text, { exact: false }).first().waitFor();
  await page.getByRole('link', { name: 'Contact Us' }).first().waitFor();
  await page.getByText('© 2025 Kuza. All rights reserved.').waitFor();
});

it('landing: hero and banner buttons lead to /auth and /explore; the four figures count up; footer links and Translate', async () => {
  await page.goto(server.url);
  expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/auth');
  expect(await page.getByRole('link', { name: 'Explore Platform' }).getAttribute('href')).toBe('/explore');
  expect(await page.getByRole('link', { name: 'Join the Revolution' }).getAttribute('href')).toBe('/auth');
  expect(await page.getByRole('link', { name: 'Explore Kuza' }).getAttribute('href')).toBe('/explore');
  for (const selling of [
    'Algorithm transparency',
    'Creator monetization',
    'Verified identity',
    'Own your audience and data',
  ]) {
    await page.getByRole('heading', { name: selling }).waitFor();
  }

  const creators = page.getByTestId('stat-creators');
  await creators.scrollIntoViewIfNeeded();
  // Counting from 0 over 2000 ms: a value below the target shows first, then exactly the spec's figure.
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="stat-creators"]')?.textContent ?? '';
    return text !== '0+' && text !== '100K+';
  });
  const figures = { creators: '100K+', paid: '$2M+', views: '50M+', satisfaction: '95%' };
  for (const [key, text] of Object.entries(figures)) {
    await page.waitForFunction(
      ([id, want]) => document.querySelector(`[data-testid="stat-${id}"]`)?.textContent === want,
      [key, text],
    );
  }
  for (const label of ['Active Creators', 'Paid to Creators', 'Monthly Views', 'Creator Satisfaction'])
    await page.getByText(label).waitFor();

  const footer = page.locator('footer');
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/explore',
      '/creators',
      '/marketplace',
      '/documentation',
      '/api-reference',
      '/community',
      '/about',
      '/privacy',
      '/terms',
    ]),
  );
  await footer.getByLabel('Translate').waitFor();
  await footer.getByText('2025').first().waitFor();
});

it('landing: with reduced motion the figures show their final values at once', async () => {
  const reduced = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const still = await reduced.newPage();
  await still.goto(server.url);
  expect(await still.getByTestId('stat-views').textContent()).toBe('50M+');
  await reduced.close();
});

it('explore lists the live top hashtags from the API', async () => {
  const author = await buildUser(server);
  await buildPost(server, author, 'Live from the studio #kuzaexplore #kuzaexplore2');
  await page.goto(`${server.url}/explore`);
  const link = page.getByRole('link', { name: /kuzaexplore2/ });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe('/tag/kuzaexplore2');
});

it('marketplace: Browse Creators and Post Campaign go to the dashboard screens that do them', async () => {
  await page.goto(`${server.url}/marketplace`);
  expect(await page.getByRole('link', { name: 'Browse Creators' }).getAttribute('href')).toBe('/dashboard/discover');
  expect(await page.getByRole('link', { name: 'Post Campaign' }).getAttribute('href')).toBe(
    '/dashboard/advertising/create',
  );
  await page.getByRole('tab', { name: 'For Creators' }).click();
  await page.getByText('Payouts within 2 business days.').waitFor();
});

it('an unknown path shows the 404 page with a way home', async () => {
  await page.goto(`${server.url}/no/such/page`);
  await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(`${server.url}/`);
});

it('contact: rejects bad input with clear messages, then stores a valid message and confirms it', async () => {
  await page.goto(`${server.url}/contact`);
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('textbox', { name: 'Message' }).fill('Too short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Please enter your name.',
    'Invalid email address',
    'Please enter a subject.',
    'Your message must be at least 10 characters.',
  ]) {
    await page.getByText(message).waitFor();
  }
  expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

  await page.getByLabel('Name').fill('Kofi Mensah');
  await page.getByLabel('Email').fill('kofi@example.com');
  await page.getByLabel('Subject').fill('Workshop in Accra');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We would love to host a Kuza workshop in Accra next month.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('heading', { name: 'Message sent!' }).waitFor();

  const rows = await server.kuza.deps.db.query(
    `SELECT name, email, subject, message FROM contact_messages WHERE email = 'kofi@example.com'`,
  );
  expect(rows).toEqual([
    {
      name: 'Kofi Mensah',
      email: 'kofi@example.com',
      subject: 'Workshop in Accra',
      message: 'We would love to host a Kuza workshop in Accra next month.',
    },
  ]);
});

it('header: a signed-in visitor sees the account menu with their e-mail and can log out', async () => {
  const user = await buildUser(server);
  await page.goto(`${server.url}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.url}/dashboard`);

  await page.goto(`${server.url}/about`);
  await page.getByLabel('Language').first().waitFor();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByText(user.email).waitFor();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Signing out goes to /auth (spec §2.2); back on a public page the header offers Sign In again.
  await page.waitForURL(`${server.url}/auth`);
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  await page.goto(`${server.url}/about`);
  await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
});
