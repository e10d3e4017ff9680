import { DM_LIMITS, DM_MESSAGES } from '@kuza/common';
import { createLogger } from '../../../server/src/logger';
import { follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { PNG_BYTES, gqlUpload, mp4Bytes } from '../../helpers/uploads';
import { graphql } from '../../gql';
import {
  ACCEPT,
  SEND,
  CONVERSATIONS,
  MARK_READ,
  RECEIPTS,
  REQUESTS,
  THREAD,
  send,
  setPrivateMessages,
} from './dm-operations';

// Direct messages (issue 33): who may write to whom, the request inbox, unread counts, read receipts, reports and
// limits, against the real server and database. A "stranger" is anyone the recipient does not follow.
jest.setTimeout(60_000);

let server: TestServer;
const logLines: string[] = [];
const user = (username: string) => buildUser(server, { username });
const token = (u: TestUser) => ({ token: u.accessToken });

beforeAll(async () => {
  const logger = createLogger({ logLevel: 'debug' }, { write: (line: string) => void logLines.push(line) });
  server = await startTestServer({}, { logger });
});
afterAll(() => server.stop());

describe('who may write directly', () => {
  it('with Private messages on (the default), a stranger starts a conversation straight in the inbox', async () => {
    const [ada, bola] = [await user('dm_ada'), await user('dm_bola')];
    const sent = await send(server, ada, bola, 'Hello Bola!');
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendMessage).toMatchObject({
      content: 'Hello Bola!',
      isMine: true,
      sender: { username: 'dm_ada' },
    });
    const inbox = await server.gql(CONVERSATIONS, {}, token(bola));
    expect(inbox.data!.conversations.edges.map((e) => e.node)).toMatchObject([
      { isRequest: false, unreadCount: 1, other: { username: 'dm_ada' }, lastMessage: { content: 'Hello Bola!' } },
    ]);
    expect(inbox.data!.unreadMessagesCount).toBe(1);
    expect((await server.gql(REQUESTS, {}, token(bola))).data!.messageRequests.edges).toEqual([]);
  });

  it('with it off, people the recipient follows write directly and strangers land in requests until accepted', async () => {
    const [chidi, friend, stranger] = [await user('dm_chidi'), await user('dm_friend'), await user('dm_stranger')];
    await setPrivateMessages(server, chidi, false);
    await follow(server, chidi, friend);
    // The stranger following Chidi does not make them known to Chidi: only whom Chidi follows counts.
    await follow(server, stranger, chidi);

    expect((await send(server, friend, chidi, 'From a friend')).errors).toBeUndefined();
    const request = await send(server, stranger, chidi, 'Can we collaborate?');
    expect(request.errors).toBeUndefined();
    const conversationId = request.data!.sendMessage.conversationId;
    // The stranger sees their own conversation as an ordinary one.
    expect(request.data!.sendMessage.conversation).toMatchObject({ isRequest: false });

    const inbox = await server.gql(CONVERSATIONS, {}, token(chidi));
    expect(inbox.data!.conversations.edges.map((e) => e.node.other!.username)).toEqual(['dm_friend']);
    expect(inbox.data!.unreadMessagesCount).toBe(1);
    const requests = await server.gql(REQUESTS, {}, token(chidi));
    expect(requests.data!.messageRequests.edges.map((e) => e.node)).toMatchObject([
      { id: conversationId, unreadCount: 1, other: { username: 'dm_stranger' } },
    ]);
    expect(requests.data!.unreadMessageRequestsCount).toBe(1);
    // A second message stays in requests.
    await send(server, stranger, { conversationId }, 'Following up');
    expect((await server.gql(REQUESTS, {}, token(chidi))).data!.messageRequests.edges[0].node.unreadCount).toBe(2);

    // Only the recipient can accept, once.
    expect(errorCode(await server.gql(ACCEPT, { id: conversationId }, token(stranger)))).toBe('NOT_FOUND');
    const accepted = await server.gql(ACCEPT, { id: conversationId }, token(chidi));
    expect(accepted.data!.acceptMessageRequest).toEqual({ id: conversationId, isRequest: false });
    expect(errorCode(await server.gql(ACCEPT, { id: conversationId }, token(chidi)))).toBe('NOT_FOUND');
    const after = await server.gql(CONVERSATIONS, {}, token(chidi));
    expect(after.data!.conversations.edges.map((e) => e.node.other!.username)).toEqual(['dm_stranger', 'dm_friend']);
    expect(after.data!.unreadMessagesCount).toBe(3);
    expect((await server.gql(REQUESTS, {}, token(chidi))).data!.messageRequests.edges).toEqual([]);
  });

  it('replying to a request accepts it', async () => {
    const [dayo, stranger] = [await user('dm_dayo'), await user('dm_stranger2')];
    await setPrivateMessages(server, dayo, false);
    const request = await send(server, stranger, dayo, 'Hi there');
    const conversationId = request.data!.sendMessage.conversationId;
    expect((await server.gql(REQUESTS, {}, token(dayo))).data!.messageRequests.edges).toHaveLength(1);
    const reply = await send(server, dayo, { conversationId }, 'Hello!');
    expect(reply.data!.sendMessage.conversation).toMatchObject({ isRequest: false });
    expect((await server.gql(REQUESTS, {}, token(dayo))).data!.messageRequests.edges).toEqual([]);
  });

  it('refuses writing to oneself, to nobody and to an unknown username', async () => {
    const eze = await user('dm_eze');
    const self = await send(server, eze, eze, 'me');
    expect(errorCode(self)).toBe('BAD_USER_INPUT');
    expect(self.errors![0].message).toBe(DM_MESSAGES.cannotMessageSelf);
    const nobody = await server.gql(
      graphql(`
        mutation DmNobody {
          sendMessage(input: { content: "hi" }) {
            id
          }
        }
      `),
      {},
      token(eze),
    );
    expect(nobody.errors![0].message).toBe(DM_MESSAGES.recipientRequired);
    expect(errorCode(await send(server, eze, { ...eze, username: 'dm_nobody_here' }, 'hi'))).toBe('NOT_FOUND');
  });
});

describe('only the two participants', () => {
  it('read a conversation, write in it, mark it read, or report its messages', async () => {
    const [fola, gbenga, outsider] = [await user('dm_fola'), await user('dm_gbenga'), await user('dm_outsider')];
    const sent = await send(server, fola, gbenga, 'Just between us');
    const { conversationId, id } = sent.data!.sendMessage;
    for (const who of [outsider]) {
      expect(errorCode(await server.gql(THREAD, { id: conversationId }, token(who)))).toBe('NOT_FOUND');
      expect(errorCode(await send(server, who, { conversationId }, 'intrude'))).toBe('NOT_FOUND');
      expect(errorCode(await server.gql(MARK_READ, { id: conversationId }, token(who)))).toBe('NOT_FOUND');
      expect(errorCode(await server.gql(REPORT, { input: { messageId: id, reason: 'SPAM' } }, token(who)))).toBe(
        'NOT_FOUND',
      );
    }
    expect(errorCode(await server.gql(THREAD, { id: conversationId }))).toBe('UNAUTHENTICATED');
    const thread = await server.gql(THREAD, { id: conversationId }, token(gbenga));
    expect(thread.data!.messages.edges.map((e) => e.node)).toMatchObject([
      { content: 'Just between us', isMine: false },
    ]);
  });
});

describe('unread counts and read receipts', () => {
  it('counts unread per conversation and in total, and marking read clears one conversation', async () => {
    const [hauwa, ike, jide] = [await user('dm_hauwa'), await user('dm_ike'), await user('dm_jide')];
    const first = await send(server, ike, hauwa, 'one');
    await send(server, ike, hauwa, 'two');
    await send(server, jide, hauwa, 'three');
    const before = await server.gql(CONVERSATIONS, {}, token(hauwa));
    expect(before.data!.conversations.edges.map((e) => [e.node.other!.username, e.node.unreadCount])).toEqual([
      ['dm_jide', 1],
      ['dm_ike', 2],
    ]);
    expect(before.data!.unreadMessagesCount).toBe(3);
    const marked = await server.gql(MARK_READ, { id: first.data!.sendMessage.conversationId }, token(hauwa));
    expect(marked.data!.markConversationRead.unreadCount).toBe(0);
    expect((await server.gql(CONVERSATIONS, {}, token(hauwa))).data!.unreadMessagesCount).toBe(1);
    // The sender's own messages never count as unread for them.
    expect((await server.gql(CONVERSATIONS, {}, token(ike))).data!.unreadMessagesCount).toBe(0);
  });

  it('shows "seen" only when both participants have read receipts on', async () => {
    const [kemi, lami] = [await user('dm_kemi'), await user('dm_lami')];
    const sent = await send(server, kemi, lami, 'Did you see this?');
    const id = sent.data!.sendMessage.conversationId;
    const seenByKemi = async () => (await server.gql(THREAD, { id }, token(kemi))).data!.messages.edges[0].node.seen;
    expect(await seenByKemi()).toBe(false);
    await server.gql(MARK_READ, { id }, token(lami));
    expect(await seenByKemi()).toBe(true);
    const otherReadAt = async () =>
      (await server.gql(CONVERSATIONS, {}, token(kemi))).data!.conversations.edges[0].node.otherReadAt;
    expect(await otherReadAt()).not.toBeNull();

    // Lami turns them off: neither sees the other's receipts.
    await server.gql(RECEIPTS, { on: false }, token(lami));
    expect(await seenByKemi()).toBeNull();
    expect(await otherReadAt()).toBeNull();
    // Kemi off too, Lami back on: still none.
    await server.gql(RECEIPTS, { on: false }, token(kemi));
    await server.gql(RECEIPTS, { on: true }, token(lami));
    expect(await seenByKemi()).toBeNull();
    await server.gql(RECEIPTS, { on: true }, token(kemi));
    expect(await seenByKemi()).toBe(true);
  });
});

describe('threads', () => {
  it('pages newest first, so "Load earlier" asks for the next page', async () => {
    const [mo, nia] = [await user('dm_mo'), await user('dm_nia')];
    let id = '';
    for (const text of ['m1', 'm2', 'm3']) id = (await send(server, mo, nia, text)).data!.sendMessage.conversationId;
    const page = await server.gql(THREAD, { id, first: 2 }, token(nia));
    expect(page.data!.messages.edges.map((e) => e.node.content)).toEqual(['m3', 'm2']);
    expect(page.data!.messages.pageInfo.hasNextPage).toBe(true);
    const earlier = await server.gql(
      THREAD,
      { id, first: 2, after: page.data!.messages.pageInfo.endCursor },
      token(nia),
    );
    expect(earlier.data!.messages.edges.map((e) => e.node.content)).toEqual(['m1']);
    expect(earlier.data!.messages.pageInfo.hasNextPage).toBe(false);
  });
});

const REPORT = graphql(`
  mutation DmReport($input: ReportMessageInput!) {
    reportMessage(input: $input)
  }
`);
const STAFF_REPORTS = graphql(`
  query DmStaffReports {
    messageReports {
      edges {
        node {
          reason
          details
          reporter {
            username
          }
          message {
            content
          }
        }
      }
    }
  }
`);

describe('images', () => {
  it('sends an image through the same upload checks as posts, and refuses other files', async () => {
    const [wale, xola] = [await user('dm_wale'), await user('dm_xola')];
    const input = { toUsername: xola.username, content: '', media: null };
    const image = await gqlUpload(
      server,
      SEND,
      { input },
      'variables.input.media',
      {
        name: 'photo.png',
        type: 'image/png',
        bytes: PNG_BYTES,
      },
      wale.accessToken,
    );
    expect(image.errors).toBeUndefined();
    expect(image.data!.sendMessage.mediaUrl).toMatch(/^\/media\/images\/.+\.png$/);
    const served = await fetch(`${server.url}${image.data!.sendMessage.mediaUrl}`);
    expect(served.status).toBe(200);

    const fake = await gqlUpload(
      server,
      SEND,
      { input },
      'variables.input.media',
      {
        name: 'photo.png',
        type: 'image/png',
        bytes: new TextEncoder().encode('not an image at all'),
      },
      wale.accessToken,
    );
    expect(errorCode(fake)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const video = await gqlUpload(
      server,
      SEND,
      { input },
      'variables.input.media',
      {
        name: 'clip.mp4',
        type: 'video/mp4',
        bytes: mp4Bytes(),
      },
      wale.accessToken,
    );
    expect(video.errors![0]).toMatchObject({
      message: DM_MESSAGES.imagesOnly,
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });
});

describe('reports', () => {
  it('a recipient reports a message to moderators, once; not their own; only staff list reports', async () => {
    const [oti, pelu] = [await user('dm_oti'), await user('dm_pelu')];
    const mod = await buildUser(server, { username: 'dm_mod', roles: ['MODERATOR'] });
    const sent = await send(server, oti, pelu, 'Buy followers cheap!!!');
    const messageId = sent.data!.sendMessage.id;
    const own = await server.gql(REPORT, { input: { messageId, reason: 'SPAM' } }, token(oti));
    expect(own.errors![0].message).toBe(DM_MESSAGES.reportOwnMessage);
    const input = { messageId, reason: 'SPAM' as const, details: 'Spam offer' };
    expect((await server.gql(REPORT, { input }, token(pelu))).data!.reportMessage).toBe(true);
    expect((await server.gql(REPORT, { input }, token(pelu))).errors![0].message).toBe(DM_MESSAGES.alreadyReported);
    expect(errorCode(await server.gql(STAFF_REPORTS, {}, token(pelu)))).toBe('FORBIDDEN');
    const listed = await server.gql(STAFF_REPORTS, {}, token(mod));
    expect(listed.data!.messageReports.edges.map((e) => e.node)).toContainEqual({
      reason: 'SPAM',
      details: 'Spam offer',
      reporter: { username: 'dm_pelu' },
      message: { content: 'Buy followers cheap!!!' },
    });
  });
});

describe('limits', () => {
  it('refuses an empty message and one over the length limit', async () => {
    const [quadri, rahma] = [await user('dm_quadri'), await user('dm_rahma')];
    const empty = await send(server, quadri, rahma, '   ');
    expect(empty.errors![0]).toMatchObject({ message: DM_MESSAGES.contentRequired, extensions: { field: 'content' } });
    const long = await send(server, quadri, rahma, 'x'.repeat(DM_LIMITS.contentMaxLength + 1));
    expect(long.errors![0]).toMatchObject({ message: DM_MESSAGES.contentTooLong, extensions: { field: 'content' } });
    expect((await send(server, quadri, rahma, 'x'.repeat(DM_LIMITS.contentMaxLength))).errors).toBeUndefined();
  });

  it('rate-limits sendMessage per sender', async () => {
    const [sade, tobi] = [await user('dm_sade'), await user('dm_tobi')];
    const results = [];
    for (let i = 0; i <= DM_LIMITS.rateBurst; i++) results.push(await send(server, sade, tobi, `burst ${i}`));
    expect(results.slice(0, DM_LIMITS.rateBurst).every((r) => !r.errors)).toBe(true);
    const refused = results.at(-1)!;
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.status).toBe(429);
    // Another sender is not affected.
    expect((await send(server, tobi, sade, 'still fine')).errors).toBeUndefined();
  });
});

const VERA_NOTIFICATIONS = graphql(`
  query DmRecipientNotifications {
    notifications {
      edges {
        node {
          kind
          commentExcerpt
        }
      }
    }
  }
`);

describe('privacy of message bodies', () => {
  it('never writes a body into notifications or logs', async () => {
    const [uche, vera] = [await user('dm_uche'), await user('dm_vera')];
    const secret = 'my-secret-body-7c1f';
    await send(server, uche, vera, secret);
    await send(server, uche, vera, `${secret}${'x'.repeat(DM_LIMITS.contentMaxLength)}`); // refused: still not logged
    await send(server, uche, uche, secret); // refused
    // An unexpected database failure while writing a message is logged, without the statement's parameters.
    const { db } = server.kuza.deps;
    await db.query(`ALTER TABLE direct_messages ADD CONSTRAINT dm_test_refusal CHECK (content NOT LIKE '%refuse-me%')`);
    try {
      expect(errorCode(await send(server, uche, vera, `${secret} refuse-me`))).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await db.query(`ALTER TABLE direct_messages DROP CONSTRAINT dm_test_refusal`);
    }
    expect(logLines.join('\n')).toContain('Unexpected error');
    // Nothing written for anyone (the recipient hears of it through messageAdded and the unread badge).
    const notifications: Array<{ row: string }> = await server.kuza.deps.db.query(
      `SELECT row_to_json(n)::text AS row FROM notifications n`,
    );
    expect(notifications.filter(({ row }) => row.includes(secret))).toEqual([]);
    const feed = await server.gql(VERA_NOTIFICATIONS, {}, token(vera));
    expect(JSON.stringify(feed.data)).not.toContain(secret);
    expect(logLines.join('\n')).not.toContain(secret);
  });
});
