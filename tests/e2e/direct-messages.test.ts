import type { Browser } from 'playwright-core';
import { launchBrowser, SignedInPages } from '../helpers/browser';
import { follow } from '../helpers/content-factories';
import { buildUser, type TestUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { graphql } from '../gql';

// Direct messages (issue 33): two people in two browsers exchange messages that arrive without a reload, and a
// stranger's message to someone whose Private messages switch is off lands in their requests.
jest.setTimeout(120_000);

let server: TestServer;
let browser: Browser;
let pages: SignedInPages;
let zainab: TestUser;
let kwame: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  pages = new SignedInPages(browser, server.url);
  zainab = await buildUser(server, { username: 'zainab_dm' });
  kwame = await buildUser(server, { username: 'kwame_dm' });
  stranger = await buildUser(server, { username: 'stranger_dm' });
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

it('exchanges messages between two browsers in real time', async () => {
  const kwamePage = await pages.open(kwame);
  await kwamePage.goto(`${server.url}/dashboard/messages`);
  await kwamePage.getByText('Choose a conversation.').waitFor();

  // Zainab starts from Kwame's profile.
  const zainabPage = await pages.open(zainab);
  await zainabPage.goto(`${server.url}/dashboard/u/kwame_dm`);
  await zainabPage.getByRole('link', { name: 'Message', exact: true }).click();
  await zainabPage.getByText('New message to @kwame_dm').waitFor();
  await zainabPage.getByLabel('Message', { exact: true }).fill('Habari Kwame! Are you at the Nairobi meetup?');
  await zainabPage.getByRole('button', { name: 'Send', exact: true }).click();
  await zainabPage.waitForURL(/\/dashboard\/messages\/[0-9a-f-]+$/);
  await zainabPage.getByTestId('message-thread').getByText('Habari Kwame!', { exact: false }).waitFor();

  // Kwame, without reloading: the toast, the badge, the conversation with its unread count.
  await kwamePage.getByText('New message from @zainab_dm').first().waitFor();
  await kwamePage.getByTestId('unread-messages-badge').getByText('1').waitFor();
  await kwamePage
    .getByTestId('conversation-list')
    .getByRole('link', { name: /@zainab_dm/ })
    .click();
  await kwamePage.getByTestId('message-thread').getByText('Are you at the Nairobi meetup?', { exact: false }).waitFor();
  // Reading it clears the badge.
  await kwamePage.getByTestId('unread-messages-badge').waitFor({ state: 'detached' });

  await kwamePage.getByLabel('Message', { exact: true }).fill('Yes, see you at the Kuza stand!');
  await kwamePage.getByRole('button', { name: 'Send', exact: true }).click();
  await zainabPage.getByTestId('message-thread').getByText('Yes, see you at the Kuza stand!').waitFor();
  // Both have read receipts on (the default), and Kwame read Zainab's message.
  await zainabPage.reload();
  await zainabPage.getByText('Seen').waitFor();
});

it("puts a stranger's message in the requests of someone whose Private messages are off", async () => {
  const response = await server.gql(
    graphql(`
      mutation DirectMessagesJourneyPrivacy {
        updateSettings(input: { privacy: { privateMessages: false } }) {
          privacy {
            privateMessages
          }
        }
      }
    `),
    {},
    { token: zainab.accessToken },
  );
  expect(response.errors).toBeUndefined();
  await follow(server, zainab, kwame);

  const strangerPage = await pages.open(stranger);
  await strangerPage.goto(`${server.url}/dashboard/messages?to=zainab_dm`);
  await strangerPage.getByLabel('Message', { exact: true }).fill('Hi Zainab, I love your posts.');
  await strangerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await strangerPage.waitForURL(/\/dashboard\/messages\/[0-9a-f-]+$/);

  const zainabPage = await pages.open(zainab);
  await zainabPage.goto(`${server.url}/dashboard/messages`);
  // Not in her inbox: in her requests.
  await zainabPage
    .getByTestId('conversation-list')
    .getByRole('link', { name: /@kwame_dm/ })
    .waitFor();
  expect(await zainabPage.getByRole('link', { name: /@stranger_dm/ }).count()).toBe(0);
  await zainabPage.getByRole('tab', { name: 'Requests (1)' }).click();
  await zainabPage.getByRole('link', { name: /@stranger_dm/ }).click();
  await zainabPage.getByTestId('message-thread').getByText('Hi Zainab, I love your posts.').waitFor();
  await zainabPage.getByRole('button', { name: 'Accept' }).click();
  await zainabPage.getByRole('tab', { name: 'Inbox' }).click();
  await zainabPage
    .getByTestId('conversation-list')
    .getByRole('link', { name: /@stranger_dm/ })
    .waitFor();
});
