import type { Browser, Page } from 'playwright-core';
import { isWellFormedApiKey, maskApiKeyForDialog } from '@kuza/common';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let browser: Browser;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  admin = await buildUser(server, { roles: ['ADMIN'], username: 'journey_admin' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signIn = (page: Page, user: TestUser) => signInAs(page, server.url, user);

/** What a script outside the browser does with the key: one POST to /graphql. */
async function scriptCall(key: string, query: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
  return { status: response.status, headers: response.headers, body };
}

it('an admin generates a key, copies it, a script uses it, the admin deletes it, and the script is refused', async () => {
  const context = await browser.newContext({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, admin);

  // Admin › API Keys from the sidebar.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'API Keys' }).click();
  await page.waitForURL(`${server.url}/dashboard/admin/api-keys`);
  await page.getByText('No API keys yet').waitFor();

  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate New API Key' });
  await dialog.getByLabel(/Name/).fill('Journey script');
  await dialog.getByLabel('Tier').selectOption('PRO');
  await dialog.getByRole('button', { name: 'Generate Key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await page.getByText('API key generated successfully').first().waitFor();
  const secretBox = shown.getByTestId('new-api-key');
  const masked = (await secretBox.textContent()) ?? '';
  expect(masked).toMatch(/^kuza_live_.{2}•{24}.{4}$/);

  await shown.getByRole('button', { name: 'Copy' }).click();
  await page.getByText('API key copied to clipboard').first().waitFor();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(isWellFormedApiKey(key)).toBe(true);
  expect(maskApiKeyForDialog({ prefix: key.slice(0, 12), lastFour: key.slice(-4) })).toBe(masked);
  await shown.getByRole('button', { name: 'Show key' }).click();
  await secretBox.filter({ hasText: key }).waitFor();
  await page.screenshot({ path: `${server.dataDir}/api-key-generated.png` });
  await shown.getByRole('button', { name: 'Done' }).click();

  // The script, with the copied key: it acts as the admin, within the Pro tier's quota.
  const works = await scriptCall(key, '{ me { username roles } }');
  expect(works.status).toBe(200);
  expect(works.body.data?.me).toEqual({ username: 'journey_admin', roles: ['ADMIN', 'USER'] });
  expect(works.headers.get('x-ratelimit-limit')).toBe('10000');
  expect(Number(works.headers.get('x-ratelimit-remaining'))).toBeLessThan(10000);

  // The list shows the key masked, never in full.
  const item = page.getByRole('listitem', { name: 'Journey script' });
  await item.getByTestId('masked-key').filter({ hasText: masked }).waitFor();
  expect(await page.content()).not.toContain(key);

  await item.getByRole('button', { name: 'Delete Journey script' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Are you sure you want to delete this API key? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('API key deleted successfully').first().waitFor();
  await page.getByText('No API keys yet').waitFor();

  const refused = await scriptCall(key, '{ me { username } }');
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(refused.body.data ?? null).toBeNull();
  await context.close();
});

it('a partner key from the payment-gateway page is masked as first 8 + "..." + last 4 and works until deleted', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, admin);
  await page.goto(`${server.url}/dashboard/admin/psfaba`);
  const generate = page.getByRole('button', { name: 'Generate API Key' });
  await page.getByText('API keys provide full access to your system', { exact: false }).waitFor();
  expect(await generate.isDisabled()).toBe(true);
  await page.getByLabel(/API Key Name/).fill('Gateway sandbox');
  await generate.click();
  await page.getByText('API key generated successfully').first().waitFor();

  // Reading the revealed text instead of the clipboard.
  await page.getByRole('button', { name: 'Show key' }).click();
  const box = page.getByTestId('new-api-key');
  await box.filter({ hasText: /^kuza_live_[0-9A-Za-z]{38}$/ }).waitFor();
  const key = (await box.textContent())!;
  expect(isWellFormedApiKey(key)).toBe(true);
  const item = page.getByRole('listitem', { name: 'Gateway sandbox' });
  expect(await item.getByTestId('masked-key').textContent()).toBe(`${key.slice(0, 8)}...${key.slice(-4)}`);
  // A partner key does what a gateway partner needs (fees, payout status), not its admin's every power.
  const fees = (await scriptCall(key, '{ fees { kind } }')).body.data?.fees as Array<{ kind: string }> | undefined;
  expect(fees?.map((fee) => fee.kind)).toContain('WITHDRAWAL');
  expect((await scriptCall(key, '{ me { username } }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  await item.getByRole('button', { name: 'Delete Gateway sandbox' }).click();
  const confirm = page.getByRole('alertdialog');
  expect(await confirm.getByRole('paragraph').allTextContents()).toContain(
    'Are you sure you want to delete this API key?',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('API key deleted successfully').first().waitFor();
  expect((await scriptCall(key, '{ me { username } }')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await context.close();
});
