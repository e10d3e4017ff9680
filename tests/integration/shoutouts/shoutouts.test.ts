import { COMMUNITY_MESSAGES as M, CONTENT_MESSAGES, LIMITS, MONEY_MESSAGES, SPAM_RULES } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Shoutouts (spec §5): one creator recommends another; the recipient lists them and is notified. Real server and
// database: what a refused shoutout leaves behind is read from the tables themselves.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestUser;
let kofi: TestUser;
let amara: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
  kofi = await buildUser(server, { username: 'kofi_shouts' });
  amara = await buildUser(server, { username: 'amara_beats' });
});
afterAll(() => server.stop());

const SEND = graphql(`
  mutation ShoutoutsSendShoutout($input: SendShoutoutInput!) {
    sendShoutout(input: $input) {
      id
      message
      sensitive
      createdAt
      from {
        username
      }
      to {
        username
      }
    }
  }
`);
const LIST = graphql(`
  query ShoutoutsReceivedShoutouts($first: Int, $after: String) {
    receivedShoutouts(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          message
          from {
            username
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const SENT = graphql(`
  query ShoutoutsSentShoutouts {
    sentShoutouts {
      edges {
        node {
          message
          to {
            username
          }
        }
      }
    }
  }
`);

const send = (user: TestUser, username: string, message: string) =>
  server.gql(SEND, { input: { username, message } }, { token: user.accessToken });
const count = async (sql: string, params: unknown[] = []) =>
  (await server.kuza.deps.db.query(sql, params))[0].n as number;
const shoutoutsTo = (user: TestUser) =>
  count(`SELECT count(*)::int AS n FROM shoutouts WHERE to_user_id = $1`, [user.id]);
const notificationsOf = (user: TestUser) =>
  count(`SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1 AND kind = 'SHOUTOUT'`, [user.id]);
const setSystem = (input: Record<string, boolean>) =>
  server.gql(
    graphql(`
      mutation ShoutoutsUpdateSystemSettings($input: UpdateSystemSettingsInput!) {
        updateSystemSettings(input: $input) {
          spamDetection
        }
      }
    `),
    { input },
    { token: admin.accessToken },
  );

it('saves a shoutout to a username with or without @, lists it for the recipient (newest first) and the sender, and notifies the recipient', async () => {
  const first = await send(kofi, '@Amara_Beats', '  Every beat she drops is a masterclass.  ');
  expect(first.errors).toBeUndefined();
  expect(first.data!.sendShoutout).toMatchObject({
    message: 'Every beat she drops is a masterclass.',
    sensitive: false,
    from: { username: 'kofi_shouts' },
    to: { username: 'amara_beats' },
  });
  const second = await send(kofi, 'amara_beats', 'Her Lagos sessions are a must.');
  expect(second.errors).toBeUndefined();

  const received = await server.gql(LIST, { first: 1 }, { token: amara.accessToken });
  expect(received.data!.receivedShoutouts.edges.map((e) => e.node.message)).toEqual(['Her Lagos sessions are a must.']);
  expect(received.data!.receivedShoutouts.pageInfo.hasNextPage).toBe(true);
  const next = await server.gql(
    LIST,
    { first: 1, after: received.data!.receivedShoutouts.pageInfo.endCursor },
    { token: amara.accessToken },
  );
  expect(next.data!.receivedShoutouts.edges[0].node).toMatchObject({
    message: 'Every beat she drops is a masterclass.',
    from: { username: 'kofi_shouts' },
  });
  expect(next.data!.receivedShoutouts.pageInfo.hasNextPage).toBe(false);

  const sent = await server.gql(SENT, {}, { token: kofi.accessToken });
  expect(sent.data!.sentShoutouts.edges.map((e) => e.node.to!.username)).toEqual(['amara_beats', 'amara_beats']);
  // The sender received none.
  expect((await server.gql(LIST, {}, { token: kofi.accessToken })).data!.receivedShoutouts.edges).toEqual([]);

  const bell = await server.gql(
    graphql(`
      query ShoutoutsBell {
        notifications {
          edges {
            node {
              kind
              actor {
                username
              }
            }
          }
        }
        unreadNotificationsCount
      }
    `),
    {},
    { token: amara.accessToken },
  );
  expect(bell.data!.notifications.edges.map((e) => e.node)).toEqual([
    { kind: 'SHOUTOUT', actor: { username: 'kofi_shouts' } },
    { kind: 'SHOUTOUT', actor: { username: 'kofi_shouts' } },
  ]);
  expect(bell.data!.unreadNotificationsCount).toBe(2);
});

it.each([
  ['no username', '', 'Great work', 'username', MONEY_MESSAGES.usernameRequired.title],
  ['a lone @', '  @ ', 'Great work', 'username', MONEY_MESSAGES.usernameRequired.title],
  ['no message', 'amara_beats', '   ', 'message', MONEY_MESSAGES.messageRequired.description],
  ['a message too long', 'amara_beats', 'x'.repeat(LIMITS.shoutoutMaxLength + 1), 'message', M.shoutoutTooLong],
  ['a shoutout to oneself', 'kofi_shouts', 'I am great', 'username', M.cannotShoutoutSelf],
])('refuses %s with its message and BAD_USER_INPUT, writing nothing', async (_case, username, message, field, text) => {
  const before = await count(`SELECT count(*)::int AS n FROM shoutouts`);
  const refused = await send(kofi, username, message);
  expect(refused.errors?.[0]).toMatchObject({ message: text, extensions: { code: 'BAD_USER_INPUT', field } });
  expect(await count(`SELECT count(*)::int AS n FROM shoutouts`)).toBe(before);
});

it('says clearly when no one has the username, and asks callers to sign in', async () => {
  const unknown = await send(kofi, '@nobody_here', 'Great work');
  expect(unknown.errors?.[0]).toMatchObject({
    message: CONTENT_MESSAGES.userNotFound,
    extensions: { code: 'NOT_FOUND' },
  });
  const anonymous = await server.gql(SEND, { input: { username: 'amara_beats', message: 'Hi' } });
  expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  expect((await server.gql(LIST)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
});

it('marks offensive language sensitive and masks it for everyone but the sender while the Profanity filter is on', async () => {
  const zawadi = await buildUser(server);
  const sent = await send(kofi, zawadi.username, 'This shit is fire, go follow her');
  expect(sent.data!.sendShoutout.sensitive).toBe(true);
  expect(sent.data!.sendShoutout.message).toBe('This shit is fire, go follow her');
  const received = await server.gql(LIST, {}, { token: zawadi.accessToken });
  expect(received.data!.receivedShoutouts.edges[0].node.message).toBe('This s*** is fire, go follow her');
});

it('refuses a shoutout the sender keeps repeating (Spam detection), writes nothing of it, and lets it through when the switch is off', async () => {
  const spammer = await buildUser(server);
  const text = 'Follow this account for free followers';
  const targets = await Promise.all(
    Array.from({ length: SPAM_RULES.shoutoutRepeatRecipients + 1 }, () => buildUser(server)),
  );
  for (const target of targets.slice(0, SPAM_RULES.shoutoutRepeatRecipients))
    expect((await send(spammer, target.username, text)).errors).toBeUndefined();
  const last = targets.at(-1)!;
  const refused = await send(spammer, last.username, `  follow this account  for FREE followers`);
  expect(refused.errors?.[0]).toMatchObject({
    message: M.repeatedShoutout,
    extensions: { code: 'BAD_USER_INPUT', field: 'message' },
  });
  expect(await shoutoutsTo(last)).toBe(0);
  expect(await notificationsOf(last)).toBe(0);

  // Twice to the same creator within the day is refused too.
  expect((await send(spammer, targets[0].username, text)).errors?.[0]).toMatchObject({ message: M.repeatedShoutout });
  expect(await shoutoutsTo(targets[0])).toBe(1);

  expect((await setSystem({ spamDetection: false })).errors).toBeUndefined();
  try {
    expect((await send(spammer, last.username, text)).errors).toBeUndefined();
    expect(await shoutoutsTo(last)).toBe(1);
    expect(await notificationsOf(last)).toBe(1);
  } finally {
    await setSystem({ spamDetection: true });
  }
});

it('refuses a page size outside 1-100 and a cursor of another list', async () => {
  const big = await server.gql(LIST, { first: 101 }, { token: amara.accessToken });
  expect(big.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  const sentCursor = (
    await server.gql(
      graphql(`
        query ShoutoutsSentShoutoutsPageInfo {
          sentShoutouts(first: 1) {
            pageInfo {
              endCursor
            }
          }
        }
      `),
      {},
      { token: kofi.accessToken },
    )
  ).data!.sentShoutouts.pageInfo.endCursor;
  const mixed = await server.gql(LIST, { after: sentCursor }, { token: kofi.accessToken });
  expect(mixed.errors?.[0]).toMatchObject({
    message: CONTENT_MESSAGES.invalidCursor,
    extensions: { code: 'BAD_USER_INPUT', field: 'after' },
  });
});

it("deletes a shoutout and its notification with the sender's account", async () => {
  const leaving = await buildUser(server);
  const nia = await buildUser(server);
  expect((await send(leaving, nia.username, 'Brilliant storyteller')).errors).toBeUndefined();
  await server.kuza.deps.db.query(`DELETE FROM users WHERE id = $1`, [leaving.id]);
  expect(await shoutoutsTo(nia)).toBe(0);
  expect(await notificationsOf(nia)).toBe(0);
});
