import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { graphql } from '../gql';

let server: TestServer;
let browser: Browser;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  admin = await buildUser(server, { roles: ['ADMIN'], username: 'only_admin' });
  // More than one page of users (20), so Load more has something to load.
  for (let i = 0; i < 21; i++) await buildUser(server, { username: `creator_${String(i).padStart(2, '0')}` });
  await buildUser(server, { username: 'zawadi_art', bio: 'Painter in Dar es Salaam' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(user: TestUser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signInAs(page, server.url, user);
  return page;
}

const ROLES = graphql(`
  query Roles($search: String) {
    profiles(search: $search) {
      edges {
        node {
          username
          roles
        }
      }
    }
  }
`);

it('User Management: counters, Load more, the last-admin refusal, search as you type and Make Admin', async () => {
  const page = await signIn(admin);
  await page.goto(`${server.url}/dashboard/admin/users`);
  await page.getByTestId('stat-total-users').getByText('23').waitFor();
  expect(await page.getByTestId('stat-admins').textContent()).toBe('1');
  expect(await page.getByTestId('stat-suspended').textContent()).toBe('0');

  const rows = page.getByTestId('user-row');
  await rows.nth(19).waitFor();
  expect(await rows.count()).toBe(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await rows.nth(22).waitFor();
  expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

  // The only admin may not step down: the server's message is shown and the role stays.
  const me = page.getByRole('listitem', { name: 'only_admin' });
  await me.getByRole('button', { name: 'Remove Admin' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Admin' }).click();
  await page
    .getByText('You are the last admin. Make another user an admin before removing your own admin role.')
    .first()
    .waitFor();
  await me.getByRole('button', { name: 'Remove Admin' }).waitFor();

  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially('zawa');
  await page.getByRole('listitem', { name: 'zawadi_art' }).waitFor();
  await page.getByRole('listitem', { name: 'creator_00' }).waitFor({ state: 'detached' });
  expect(await rows.count()).toBe(1);

  const zawadi = page.getByRole('listitem', { name: 'zawadi_art' });
  await zawadi.getByRole('button', { name: 'Make Admin' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make zawadi_art an admin?' });
  await confirm.getByRole('button', { name: 'Make Admin' }).click();
  await page.getByText('User promoted to admin').first().waitFor();
  await zawadi.getByText('Admin', { exact: true }).waitFor();
  await page.getByTestId('stat-admins').getByText('2').waitFor();

  const roles = await server.gql(ROLES, { search: 'zawadi' }, { token: admin.accessToken });
  expect(roles.data!.profiles.edges[0].node).toEqual({ username: 'zawadi_art', roles: ['ADMIN', 'USER'] });

  await page.getByRole('searchbox', { name: 'Search users' }).fill('nobody_here');
  await page.getByText('No users found').waitFor();
  await page.context().close();
});

it('Suspension: the suspended creator is signed out, cannot sign back in, and is let in again once reactivated', async () => {
  const creator = await buildUser(server, { username: 'spam_king' });
  const theirs = await signIn(creator);
  const page = await signIn(admin);
  await page.goto(`${server.url}/dashboard/admin/users`);
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially('spam_k');
  const row = page.getByRole('listitem', { name: 'spam_king' });
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend spam_king?' });
  await dialog.getByLabel('Reason (optional, sent to them)').fill('The same link under 300 posts');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await row.getByText('Suspended: The same link under 300 posts').waitFor();
  await page.getByTestId('stat-suspended').getByText('1').waitFor();

  // Their open tab loses its session at the next request, and signing in again is refused with the reason to appeal.
  await theirs.goto(`${server.url}/dashboard/notifications`);
  await theirs.waitForURL(/\/auth/);
  await theirs.locator('input[type="email"]').fill(creator.email);
  await theirs.locator('input[type="password"]').fill(creator.password);
  await theirs.locator('form button[type="submit"]').click();
  await theirs
    .getByText('This account is suspended. If you think this is a mistake, write to us from the Contact page.')
    .first()
    .waitFor();

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reactivate spam_king?' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await page.getByTestId('stat-suspended').getByText('0').waitFor();
  // Signed in again, they land where they were going.
  await theirs.locator('form button[type="submit"]').click();
  await theirs.waitForURL(`${server.url}/dashboard/notifications`);
  await page.context().close();
  await theirs.context().close();
});

it('System Settings: a switch one admin saves is what another admin sees later', async () => {
  const page = await signIn(admin);
  await page.goto(`${server.url}/dashboard/admin/settings`);
  const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
  await maintenance.waitFor();
  expect(await maintenance.getAttribute('aria-checked')).toBe('false');
  await maintenance.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Settings saved').first().waitFor();

  const other = await signIn(await buildUser(server, { roles: ['ADMIN'] }));
  await other.goto(`${server.url}/dashboard/admin/settings`);
  await other.getByText(/Last saved .* by @only_admin/).waitFor();
  expect(await other.getByRole('switch', { name: 'Maintenance mode' }).getAttribute('aria-checked')).toBe('true');
  expect(await other.getByRole('switch', { name: 'Public profiles' }).getAttribute('aria-checked')).toBe('true');
  await page.context().close();
  await other.context().close();
});
