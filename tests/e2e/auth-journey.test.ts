import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { buildPost } from '../helpers/content-factories';
import { buildUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('signs up, lands on the dashboard, stays signed in across a reload, logs out, and is kept out of /dashboard', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill('journey_user');
  await page.getByLabel('Email').fill('journey@example.com');
  await page.getByLabel('Password').fill('journey-password');
  await page.getByRole('button', { name: /sign up|create account/i }).click();

  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByText('Account created!', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'My Flow' }).first().waitFor();

  await page.reload();
  await page.waitForURL(`${server.url}/dashboard`);
  const avatar = page.getByRole('button', { name: /account menu/i });
  await avatar.waitFor();
  expect((await avatar.textContent())?.trim()).toBe('J');

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/auth`);

  await page.goto(`${server.url}/dashboard`);
  await page.waitForURL(`${server.url}/auth`);
  await page.getByRole('tab', { name: 'Login' }).waitFor();
});

it('a signed-out visitor who picks a hashtag on /explore reads it, signs in and comes back to it', async () => {
  const creator = await buildUser(server, { username: 'chip_creator' });
  await buildPost(server, creator, 'Sunset set #amapiano');
  const reader = await buildUser(server, { username: 'chip_reader' });

  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await page.goto(`${server.url}/explore`);
  await page
    .getByRole('link', { name: /amapiano/ })
    .last()
    .click();
  // The hashtag's public page: readable without an account.
  await page.waitForURL(`${server.url}/tag/amapiano`);
  await page.getByText('Sunset set').waitFor();
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await page.waitForURL(`${server.url}/auth`);

  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password').fill(reader.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await page.waitForURL(`${server.url}/tag/amapiano`);
  await page.getByRole('heading', { name: '#amapiano' }).waitFor();
  await page.getByText('Sunset set').waitFor();
  expect(await page.getByText('Sign in to like, comment and follow').count()).toBe(0);
});
