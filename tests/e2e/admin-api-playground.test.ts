import type { Browser, Locator, Page } from 'playwright-core';
import { API_KEY_TIERS } from '@kuza/common';
import { QUERY_LIMITS } from '../../server/src/graphql/query-limits';
import { buildApiKey } from '../helpers/api-keys';
import { launchBrowser } from '../helpers/browser';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { graphql } from '../gql';

let server: TestServer;
let browser: Browser;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  admin = await buildUser(server, { roles: ['ADMIN'], username: 'playground_admin' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
  return context.newPage();
}

/** Pastes into a GraphiQL (Monaco) editor the way a developer does: select all, paste from the clipboard. */
async function paste(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

const queryEditor = (page: Page) => page.locator('.graphiql-editor[data-mode-id="graphql"]').first();
// The headers editor is the last JSON editor (the variables editor comes first and is hidden).
const headersEditor = (page: Page) => page.locator('.graphiql-editor[data-mode-id="json"]').last();
const response = (page: Page) => page.locator('.graphiql-response');

/** Pastes the Authorization header and waits until the editor shows it. */
async function pasteHeaders(page: Page, key: string) {
  await paste(page, headersEditor(page), JSON.stringify({ Authorization: `Bearer ${key}` }));
  await headersEditor(page).locator('.view-lines').filter({ hasText: key }).waitFor();
}

it('GraphiQL: a key pasted into the Headers editor authenticates a query over HTTP and a subscription over WebSocket', async () => {
  const key = await buildApiKey(server, admin.accessToken, { name: 'Playground' });
  const page = await newPage();
  await page.goto(`${server.url}/graphiql`);
  await page.getByRole('button', { name: 'Headers' }).waitFor();

  await pasteHeaders(page, key.secret);
  await page.locator('.graphiql-execute-button').click();
  await response(page).getByText('"playground_admin"').waitFor();

  // A subscription receives the next post; the socket was opened with the key (a bad key is refused below).
  await paste(page, queryEditor(page), 'subscription Live { postCreated { content author { username } } }');
  // GraphiQL names the tab after the operation once it has parsed the new text; run only then.
  await page.locator('.graphiql-tab', { hasText: 'Live' }).waitFor();
  await page.locator('.graphiql-execute-button').click();
  // The socket may still be opening: post until the subscription shows a post (each try waits up to a second). Each
  // try says something new: spam detection refuses a post that repeats one of the author's last 24 hours.
  const live = response(page).getByText('Live from the playground #kuza, take', { exact: false });
  for (let attempt = 0; !(await live.first().isVisible()); attempt++) {
    expect(attempt).toBeLessThan(20);
    const content = `Live from the playground #kuza, take ${attempt + 1}`;
    const created = await server.gql(
      graphql(`
        mutation AdminApiPlaygroundCreatePost($content: String!) {
          createPost(input: { content: $content }) {
            id
          }
        }
      `),
      { content },
      { token: admin.accessToken },
    );
    expect(created.errors).toBeUndefined();
    await live
      .first()
      .waitFor({ timeout: 1000 })
      .catch(() => undefined);
  }

  // The same subscription with a key that does not exist is refused. (While one runs, the button stops it.)
  await page.locator('.graphiql-execute-button').click();
  await pasteHeaders(page, 'kuza_live_00000000000000000000000000000000000000');
  await page.locator('.graphiql-execute-button').click();
  await response(page).getByText('"UNAUTHENTICATED"').waitFor();
  await page.context().close();
});

it("/api-reference states the server's real limits and tiers, and its first-request example works with a key", async () => {
  const key = await buildApiKey(server, admin.accessToken, { name: 'Docs reader' });
  const page = await newPage();
  await page.goto(`${server.url}/api-reference`);
  await page.getByRole('heading', { name: 'API Reference', level: 1 }).waitFor();

  const number = (value: number) => new Intl.NumberFormat('en').format(value);
  for (const row of ['depth', 'aliases', 'directives', 'tokens', 'cost', 'listSize'] as const) {
    expect(await page.getByTestId(`limit-${row}`).textContent()).toContain(`at most ${number(QUERY_LIMITS[row])}`);
  }
  for (const [tier, { requestsPerHour }] of Object.entries(API_KEY_TIERS)) {
    expect(await page.getByTestId(`tier-${tier}`).textContent()).toContain(
      requestsPerHour === null ? 'Unlimited' : number(requestsPerHour),
    );
  }

  // Run the documented curl request as written, with the key in place of the placeholder.
  const curl = (await page.getByTestId('curl-example').textContent()) ?? '';
  expect(curl).toContain(`curl ${server.url}/graphql`);
  const body = /-d '(.*)'$/m.exec(curl)?.[1];
  expect(body).toBeDefined();
  const answer = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
    body: body!,
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-ratelimit-limit')).toBe('1000');
  const json = (await answer.json()) as { data: { me: { username: string } }; errors?: unknown };
  expect(json.errors).toBeUndefined();
  expect(json.data.me.username).toBe('playground_admin');

  // The schema link serves the SDL.
  const sdl = await page.evaluate(async () => (await fetch('/schema.graphql')).text());
  expect(sdl).toContain('type Query');
  await page.context().close();
});
