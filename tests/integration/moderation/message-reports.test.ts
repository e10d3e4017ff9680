import { createLogger } from '../../../server/src/logger';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { THREAD, send } from '../messages/dm-operations';

// A reported direct message joins the moderators' queue (Reports & Flags, Content Moderation) as a post or comment
// does: staff see that message alone, its sender and the reason, never the rest of the conversation; they dismiss
// the report or remove the message, and admins may suspend the sender. Its text reaches no notification nor log.
jest.setTimeout(60_000);

const REPORT_MESSAGE = graphql(`
  mutation MessageReportsReport($input: ReportMessageInput!) {
    reportMessage(input: $input)
  }
`);
const STAFF_REPORTS = graphql(`
  query MessageReportsStaff {
    reports {
      edges {
        node {
          id
          reason
          details
          status
          resolution
          reporter {
            username
          }
          item {
            id
            kind
            status
            excerpt
            author {
              id
              username
            }
            post {
              id
            }
            message {
              content
              sender {
                username
              }
              conversation {
                id
              }
            }
          }
        }
      }
    }
    moderationQueue {
      edges {
        node {
          kind
          excerpt
        }
      }
    }
    messageReports {
      edges {
        node {
          reason
          message {
            content
          }
        }
      }
    }
  }
`);
const RESOLVE = graphql(`
  mutation MessageReportsResolve($id: ID!, $action: ReportAction!) {
    resolveReport(id: $id, action: $action) {
      status
      resolution
    }
  }
`);
const NOTIFICATIONS = graphql(`
  query MessageReportsNotifications {
    notifications {
      edges {
        node {
          kind
          reportReason
          removedKind
          removedExcerpt
          commentExcerpt
        }
      }
    }
  }
`);
const SUSPEND = graphql(`
  mutation MessageReportsSuspend($userId: ID!) {
    suspendUser(userId: $userId, reason: "Scam messages") {
      id
    }
  }
`);

let server: TestServer;
const logLines: string[] = [];
const as = (user: TestUser) => ({ token: user.accessToken });
let admin: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  const logger = createLogger({ logLevel: 'debug' }, { write: (line: string) => void logLines.push(line) });
  server = await startTestServer({}, { logger });
  admin = await buildUser(server, { username: 'mr_admin', roles: ['ADMIN'] });
  moderator = await buildUser(server, { username: 'mr_mod', roles: ['MODERATOR'] });
});
afterAll(() => server.stop());

async function staffView() {
  const answer = await server.gql(STAFF_REPORTS, {}, as(moderator));
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

it('queues the reported message alone; dismissing keeps it, removing takes it from both participants', async () => {
  const [scammer, victim] = [
    await buildUser(server, { username: 'mr_scammer' }),
    await buildUser(server, { username: 'mr_victim' }),
  ];
  const hello = await send(server, scammer, victim, 'Hello, how are you?');
  const conversationId = hello.data!.sendMessage.conversationId;
  await send(server, victim, { conversationId }, 'Fine, thanks. My private reply-3f9a');
  const pitch = 'Send 5000 to my account, double it tomorrow-8c2e';
  const scam = (await send(server, scammer, { conversationId }, pitch)).data!.sendMessage.id;
  const greeting = hello.data!.sendMessage.id;

  const input = { messageId: scam, reason: 'SCAM' as const, details: 'Asks for money' };
  expect((await server.gql(REPORT_MESSAGE, { input }, as(victim))).data!.reportMessage).toBe(true);
  const queued = await staffView();
  const report = queued.reports.edges.map((e) => e.node).find((r) => r.item.excerpt === pitch)!;
  expect(report).toMatchObject({
    reason: 'SCAM',
    details: 'Asks for money',
    status: 'OPEN',
    reporter: { username: 'mr_victim' },
    item: {
      kind: 'MESSAGE',
      status: 'PENDING',
      author: { username: 'mr_scammer' },
      post: null,
      // The message itself, and nothing of its conversation.
      message: { content: pitch, sender: { username: 'mr_scammer' }, conversation: null },
    },
  });
  expect(queued.moderationQueue.edges.map((e) => e.node)).toContainEqual({ kind: 'MESSAGE', excerpt: pitch });
  expect(queued.messageReports.edges.map((e) => e.node)).toContainEqual({
    reason: 'SCAM',
    message: { content: pitch },
  });
  expect(JSON.stringify(queued)).not.toContain('reply-3f9a');
  expect(JSON.stringify(queued)).not.toContain('how are you');

  // A second report, on the greeting, is dismissed: the message stays.
  await server.gql(REPORT_MESSAGE, { input: { messageId: greeting, reason: 'OTHER' } }, as(victim));
  const greetingReport = (await staffView()).reports.edges.find((e) => e.node.item.excerpt === 'Hello, how are you?')!;
  const dismissed = await server.gql(RESOLVE, { id: greetingReport.node.id, action: 'DISMISS' }, as(moderator));
  expect(dismissed.data!.resolveReport).toEqual({ status: 'RESOLVED', resolution: 'DISMISSED' });

  // The scam is removed: gone from the thread of both, and its sender is told without its text.
  const removed = await server.gql(RESOLVE, { id: report.id, action: 'REMOVE_CONTENT' }, as(moderator));
  expect(removed.data!.resolveReport).toEqual({ status: 'RESOLVED', resolution: 'REMOVED' });
  for (const who of [scammer, victim]) {
    const thread = await server.gql(THREAD, { id: conversationId }, as(who));
    expect(thread.data!.messages.edges.map((e) => e.node.content)).toEqual([
      'Fine, thanks. My private reply-3f9a',
      'Hello, how are you?',
    ]);
  }
  const told = await server.gql(NOTIFICATIONS, {}, as(scammer));
  expect(told.data!.notifications.edges.map((e) => e.node)).toEqual([
    { kind: 'REMOVED', reportReason: 'SCAM', removedKind: 'MESSAGE', removedExcerpt: null, commentExcerpt: null },
  ]);
  const after = await staffView();
  expect(after.reports.edges.map((e) => e.node)).not.toContainEqual(expect.objectContaining({ id: report.id }));
  expect(after.messageReports.edges).toEqual([]);

  // Admins may suspend the sender (User Management's action, from the report's author): their session ends.
  expect((await server.gql(SUSPEND, { userId: report.item.author!.id }, as(admin))).errors).toBeUndefined();
  expect(errorCode(await send(server, scammer, { conversationId }, 'still here?'))).toBeDefined();
});

it('tells staff of a message report without its text, and writes the text into no log', async () => {
  const [sender, recipient] = [
    await buildUser(server, { username: 'mr_sender' }),
    await buildUser(server, { username: 'mr_recipient' }),
  ];
  const secret = 'a-harassing-body-51d7';
  const sent = await send(server, sender, recipient, secret);
  const input = { messageId: sent.data!.sendMessage.id, reason: 'HARASSMENT' as const };
  expect((await server.gql(REPORT_MESSAGE, { input }, as(recipient))).errors).toBeUndefined();
  // The second report of the same message while open is refused; the sender cannot report their own.
  expect(errorCode(await server.gql(REPORT_MESSAGE, { input }, as(recipient)))).toBe('BAD_USER_INPUT');
  expect(errorCode(await server.gql(REPORT_MESSAGE, { input }, as(sender)))).toBe('BAD_USER_INPUT');
  expect(errorCode(await server.gql(REPORT_MESSAGE, { input }, as(admin)))).toBe('NOT_FOUND');

  // Report alerts name the reporter and the reason only.
  const alerts = await server.gql(NOTIFICATIONS, {}, as(admin));
  expect(alerts.data!.notifications.edges.map((e) => e.node)).toContainEqual({
    kind: 'REPORT',
    reportReason: 'HARASSMENT',
    removedKind: null,
    removedExcerpt: null,
    commentExcerpt: null,
  });
  const rows: Array<{ row: string }> = await server.kuza.deps.db.query(
    `SELECT row_to_json(n)::text AS row FROM notifications n`,
  );
  expect(rows.filter(({ row }) => row.includes(secret))).toEqual([]);
  const item = (await staffView()).reports.edges.find((e) => e.node.item.excerpt === secret)!;
  await server.gql(RESOLVE, { id: item.node.id, action: 'REMOVE_CONTENT' }, as(moderator));
  expect(JSON.stringify((await server.gql(NOTIFICATIONS, {}, as(sender))).data)).not.toContain(secret);
  expect(logLines.join('\n')).not.toContain(secret);
  expect(logLines.join('\n')).not.toContain('8c2e');
});
