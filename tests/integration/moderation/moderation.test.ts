import { CONTENT_MESSAGES, MODERATION_MESSAGES as M } from '@kuza/common';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { REPORT_RATE_LIMIT } from '../../../server/src/features/moderation/moderation.service';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import type {
  ModerationQueuePageQuery,
  ModerationResolvedReportsPageQuery,
  ReportContentInput,
} from '../../gql/graphql';

// Reports & Flags and Content Moderation: readers report posts and comments, staff review them and decide, and
// Auto-moderation queues offensive language on its own.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestUser;
let moderator: TestUser;
let creator: TestUser;
let reader: TestUser;
let another: TestUser;

beforeEach(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
  moderator = await buildUser(server, { username: 'mod_jane', roles: ['MODERATOR'] });
  creator = await buildUser(server, { username: 'deals4u' });
  reader = await buildUser(server, { username: 'amara_reader' });
  another = await buildUser(server, { username: 'kofi_reader' });
});
afterEach(() => server.stop());

const REPORT = graphql(`
  mutation ModerationReportContent($input: ReportContentInput!) {
    reportContent(input: $input)
  }
`);
const QUEUE = graphql(`
  query ModerationQueue($status: ModerationStatus) {
    moderationCounts {
      pending
      approved
      removed
    }
    moderationQueue(status: $status) {
      edges {
        node {
          id
          kind
          status
          excerpt
          autoFlagged
          reasons
          reportCount
          commentId
          author {
            username
          }
          post {
            id
          }
          decidedBy {
            username
          }
        }
      }
    }
  }
`);
const REPORTS = graphql(`
  query ModerationReports($resolved: Boolean) {
    reportCounts {
      open
      highPriority
      resolvedToday
    }
    reports(resolved: $resolved) {
      edges {
        node {
          id
          reason
          details
          priority
          status
          resolution
          reporter {
            username
          }
          reviewedBy {
            username
          }
          resolvedBy {
            username
          }
          item {
            id
            kind
            excerpt
            status
          }
        }
      }
    }
  }
`);
const DECIDE = graphql(`
  mutation ModerationModerateContent($id: ID!, $d: ModerationDecision!) {
    moderateContent(id: $id, decision: $d) {
      id
      status
      decidedBy {
        username
      }
    }
  }
`);
const REVIEW = graphql(`
  mutation ModerationReviewReport($id: ID!) {
    reviewReport(id: $id) {
      id
      status
      reviewedBy {
        username
      }
    }
  }
`);
const RESOLVE = graphql(`
  mutation ModerationResolveReport($id: ID!, $a: ReportAction!) {
    resolveReport(id: $id, action: $a) {
      id
      status
      resolution
      resolvedBy {
        username
      }
    }
  }
`);

async function ok<T, V>(query: TypedDocumentNode<T, V>, variables: V, user?: TestUser): Promise<T> {
  const response = await server.gql(query, variables, user ? { token: user.accessToken } : {});
  expect(response.errors).toBeUndefined();
  return response.data!;
}
const report = (user: TestUser, input: ReportContentInput) =>
  server.gql(REPORT, { input }, { token: user.accessToken });
const nodes = <N>(connection: { edges: Array<{ node: N }> }) => connection.edges.map((edge) => edge.node);

it("queues a reported post once, with every report, and removes it for good on a moderator's decision", async () => {
  const post = await buildPost(server, creator, 'Brand new phones at half price, pay by mobile money only #deals');
  expect((await report(reader, { postId: post.id, reason: 'SCAM', details: 'Asks for money up front' })).data).toEqual({
    reportContent: true,
  });
  expect((await report(another, { postId: post.id, reason: 'SPAM' })).errors).toBeUndefined();
  await ok(REPORT, { input: { postId: post.id, reason: 'SCAM' } }, admin);

  const queue = await ok(QUEUE, {}, moderator);
  expect(queue.moderationCounts).toEqual({ pending: 1, approved: 0, removed: 0 });
  const [item] = nodes(queue.moderationQueue);
  expect(item).toMatchObject({
    kind: 'POST',
    status: 'PENDING',
    excerpt: 'Brand new phones at half price, pay by mobile money only #deals',
    autoFlagged: false,
    reasons: ['SCAM', 'SPAM'],
    reportCount: 3,
    commentId: null,
    author: { username: 'deals4u' },
    post: { id: post.id },
  });

  const decided = await ok(DECIDE, { id: item.id, d: 'REMOVE' }, moderator);
  expect(decided.moderateContent).toEqual({ id: item.id, status: 'REMOVED', decidedBy: { username: 'mod_jane' } });
  expect(
    (
      await server.gql(
        graphql(`
          query ModerationPost($id: ID!) {
            post(id: $id) {
              id
            }
          }
        `),
        { id: post.id },
      )
    ).data,
  ).toEqual({ post: null });
  const tag = await ok(
    graphql(`
      query ModerationTrendingHashtags {
        trendingHashtags(limit: 50) {
          tag
          usageCount
        }
      }
    `),
    {},
  );
  expect(tag.trendingHashtags.find((h) => h.tag === 'deals')).toBeUndefined();

  // Every report on it is resolved by the removal; the item keeps what the post said.
  const reports = await ok(REPORTS, { resolved: true }, admin);
  expect(nodes(reports.reports).map((r) => [r.status, r.resolution, r.resolvedBy!.username])).toEqual(
    Array(3).fill(['RESOLVED', 'REMOVED', 'mod_jane']),
  );
  expect(reports.reportCounts).toEqual({ open: 0, highPriority: 0, resolvedToday: 3 });
  const removed = await ok(QUEUE, { status: 'REMOVED' }, admin);
  expect(nodes(removed.moderationQueue)[0]).toMatchObject({
    status: 'REMOVED',
    post: null,
    excerpt: expect.stringContaining('Brand new phones'),
  });

  const again = await server.gql(DECIDE, { id: item.id, d: 'APPROVE' }, { token: admin.accessToken });
  expect(again.errors?.[0]).toMatchObject({ message: M.itemAlreadyDecided, extensions: { code: 'BAD_USER_INPUT' } });
});

it('refuses a report on your own content, a second open report, both targets or none, long details and missing content', async () => {
  const post = await buildPost(server, creator, 'My album is out #music');
  const error = async (user: TestUser, input: ReportContentInput) => (await report(user, input)).errors?.[0];
  expect(await error(creator, { postId: post.id, reason: 'SPAM' })).toMatchObject({
    message: M.reportOwnContent,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  await ok(REPORT, { input: { postId: post.id, reason: 'COPYRIGHT' } }, reader);
  expect(await error(reader, { postId: post.id, reason: 'SPAM' })).toMatchObject({
    message: M.alreadyReported,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(await error(reader, { reason: 'SPAM' })).toMatchObject({ message: M.reportTarget });
  expect(await error(reader, { postId: post.id, commentId: post.id, reason: 'SPAM' })).toMatchObject({
    message: M.reportTarget,
  });
  expect(await error(another, { postId: post.id, reason: 'SPAM', details: 'x'.repeat(501) })).toMatchObject({
    message: M.reportDetailsTooLong,
  });
  expect(await error(another, { postId: '00000000-0000-4000-8000-000000000000', reason: 'SPAM' })).toMatchObject({
    message: CONTENT_MESSAGES.postNotFound,
    extensions: { code: 'NOT_FOUND' },
  });
  expect(await error(another, { commentId: '00000000-0000-4000-8000-000000000000', reason: 'SPAM' })).toMatchObject({
    message: M.commentNotFound,
  });
  // Signed out: asked to sign in; nothing was written by any refusal.
  expect((await server.gql(REPORT, { input: { postId: post.id, reason: 'SPAM' } })).errors?.[0].extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
  expect((await ok(QUEUE, {}, admin)).moderationQueue.edges[0].node.reportCount).toBe(1);
});

it('keeps the queue and reports to admins and moderators', async () => {
  for (const user of [reader, creator]) {
    const staffLists: Array<TypedDocumentNode<unknown, Record<string, never>>> = [QUEUE, REPORTS];
    for (const query of staffLists) {
      expect((await server.gql(query, {}, { token: user.accessToken })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  }
  expect((await server.gql(QUEUE, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect(
    (
      await server.gql(
        RESOLVE,
        { id: '00000000-0000-4000-8000-000000000000', a: 'DISMISS' },
        { token: reader.accessToken },
      )
    ).errors?.[0].extensions?.code,
  ).toBe('FORBIDDEN');
});

it('reviews and dismisses reports: the last dismissal approves the item, and a new report reopens it', async () => {
  const post = await buildPost(server, creator, 'Nobody asked for your opinion #talk');
  await ok(REPORT, { input: { postId: post.id, reason: 'HARASSMENT', details: 'Aimed at me' } }, reader);
  await ok(REPORT, { input: { postId: post.id, reason: 'SPAM' } }, another);
  let listed = await ok(REPORTS, {}, moderator);
  expect(listed.reportCounts).toEqual({ open: 2, highPriority: 1, resolvedToday: 0 });
  const [spam, harassment] = nodes(listed.reports);
  expect(harassment).toMatchObject({
    reason: 'HARASSMENT',
    details: 'Aimed at me',
    priority: 'HIGH',
    status: 'OPEN',
    reporter: { username: 'amara_reader' },
  });
  expect(spam).toMatchObject({
    priority: 'MEDIUM',
    item: { kind: 'POST', excerpt: 'Nobody asked for your opinion #talk', status: 'PENDING' },
  });

  expect((await ok(REVIEW, { id: harassment.id }, moderator)).reviewReport).toEqual({
    id: harassment.id,
    status: 'IN_REVIEW',
    reviewedBy: { username: 'mod_jane' },
  });
  await ok(RESOLVE, { id: harassment.id, a: 'DISMISS' }, moderator);
  // One report is still open: the item waits.
  expect((await ok(QUEUE, {}, admin)).moderationCounts).toEqual({ pending: 1, approved: 0, removed: 0 });
  const dismissed = await ok(RESOLVE, { id: spam.id, a: 'DISMISS' }, admin);
  expect(dismissed.resolveReport).toMatchObject({ status: 'RESOLVED', resolution: 'DISMISSED' });
  expect((await ok(QUEUE, {}, admin)).moderationCounts).toEqual({ pending: 0, approved: 1, removed: 0 });
  expect(
    (
      await server.gql(
        graphql(`
          query ModerationPost($id: ID!) {
            post(id: $id) {
              id
            }
          }
        `),
        { id: post.id },
      )
    ).data!.post,
  ).toEqual({ id: post.id });
  const twice = await server.gql(RESOLVE, { id: spam.id, a: 'DISMISS' }, { token: admin.accessToken });
  expect(twice.errors?.[0]).toMatchObject({ message: M.reportAlreadyResolved });

  // The reader may report again now that their report is resolved; the item is pending again.
  await ok(REPORT, { input: { postId: post.id, reason: 'HATE_SPEECH' } }, reader);
  listed = await ok(REPORTS, {}, admin);
  expect(listed.reportCounts).toMatchObject({ open: 1, highPriority: 1, resolvedToday: 2 });
  expect((await ok(QUEUE, {}, admin)).moderationCounts).toEqual({ pending: 1, approved: 0, removed: 0 });
});

it('removes a reported comment through its report, and the post keeps the right count', async () => {
  const post = await buildPost(server, reader, 'First short film #film');
  const added = await ok(
    graphql(`
      mutation ModerationAddComment($id: ID!) {
        addComment(postId: $id, content: "Buy followers at my link") {
          id
        }
      }
    `),
    { id: post.id },
    creator,
  );
  await ok(REPORT, { input: { commentId: added.addComment.id, reason: 'SPAM' } }, reader);
  const [spam] = nodes((await ok(REPORTS, {}, moderator)).reports);
  expect(spam.item).toMatchObject({ kind: 'COMMENT', excerpt: 'Buy followers at my link' });
  const resolved = await ok(RESOLVE, { id: spam.id, a: 'REMOVE_CONTENT' }, moderator);
  expect(resolved.resolveReport).toMatchObject({
    status: 'RESOLVED',
    resolution: 'REMOVED',
    resolvedBy: { username: 'mod_jane' },
  });
  const after = await ok(
    graphql(`
      query ModerationPostAndComments($id: ID!) {
        post(id: $id) {
          commentsCount
        }
        comments(postId: $id) {
          edges {
            node {
              id
            }
          }
        }
      }
    `),
    { id: post.id },
  );
  expect(after).toEqual({ post: { commentsCount: 0 }, comments: { edges: [] } });
  expect((await ok(QUEUE, { status: 'REMOVED' }, admin)).moderationQueue.edges[0].node).toMatchObject({
    kind: 'COMMENT',
    commentId: null,
    post: { id: post.id },
  });
});

it('queues offensive posts and comments on its own while Auto-moderation is on', async () => {
  const setAuto = (on: boolean) =>
    ok(
      graphql(`
        mutation ModerationUpdateSystemSettings($on: Boolean!) {
          updateSystemSettings(input: { autoModeration: $on }) {
            autoModeration
          }
        }
      `),
      { on },
      admin,
    );
  // Off by default (spec §2.3): nothing is queued.
  await buildPost(server, creator, 'This traffic is shit #lagos');
  expect((await ok(QUEUE, {}, admin)).moderationCounts.pending).toBe(0);

  await setAuto(true);
  const post = await buildPost(server, creator, 'What the fuck is this traffic #lagos');
  await buildPost(server, creator, 'A calm evening #lagos');
  await ok(
    graphql(`
      mutation ModerationAddOffensiveComment($id: ID!) {
        addComment(postId: $id, content: "You bastard") {
          id
        }
      }
    `),
    { id: post.id },
    reader,
  );
  const queue = await ok(QUEUE, {}, moderator);
  expect(
    nodes(queue.moderationQueue).map((item) => [item.kind, item.autoFlagged, item.reasons, item.reportCount]),
  ).toEqual([
    ['COMMENT', true, ['OFFENSIVE_LANGUAGE'], 0],
    ['POST', true, ['OFFENSIVE_LANGUAGE'], 0],
  ]);
  // A report on an auto-flagged post joins its item.
  await ok(REPORT, { input: { postId: post.id, reason: 'HARASSMENT' } }, another);
  const joined = nodes((await ok(QUEUE, {}, moderator)).moderationQueue).find((item) => item.kind === 'POST');
  expect(joined).toMatchObject({ autoFlagged: true, reasons: ['HARASSMENT', 'OFFENSIVE_LANGUAGE'], reportCount: 1 });
  await ok(DECIDE, { id: joined!.id, d: 'APPROVE' }, moderator);
  expect((await ok(QUEUE, {}, admin)).moderationCounts).toEqual({ pending: 1, approved: 1, removed: 0 });
});

it('limits how many reports a reader files in an hour', async () => {
  const posts = [];
  for (let i = 0; i <= REPORT_RATE_LIMIT.burst; i++)
    posts.push(await buildPost(server, creator, `Post number ${i} #many`));
  for (const post of posts.slice(0, REPORT_RATE_LIMIT.burst))
    await ok(REPORT, { input: { postId: post.id, reason: 'SPAM' } }, reader);
  const refused = await report(reader, { postId: posts.at(-1)!.id, reason: 'SPAM' });
  expect(refused.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  // Another reader is not affected.
  expect((await report(another, { postId: posts.at(-1)!.id, reason: 'SPAM' })).errors).toBeUndefined();
});

describe('staff alerts', () => {
  const NOTIFICATIONS = graphql(`
    query ModerationNotifications {
      notifications(first: 10) {
        edges {
          node {
            kind
            reportReason
            actor {
              username
            }
            post {
              id
            }
          }
        }
      }
    }
  `);
  const alertsOf = async (user: TestUser) => nodes((await ok(NOTIFICATIONS, {}, user)).notifications);

  it('tells every admin and moderator but the reporter about a new report, while Report alerts is on', async () => {
    const post = await buildPost(server, creator, 'Nobody wants your music #talk');
    await ok(REPORT, { input: { postId: post.id, reason: 'HARASSMENT' } }, moderator);
    expect(await alertsOf(admin)).toEqual([
      { kind: 'REPORT', reportReason: 'HARASSMENT', actor: { username: 'mod_jane' }, post: { id: post.id } },
    ]);
    expect(await alertsOf(moderator)).toEqual([]);
    expect(await alertsOf(creator)).toEqual([]);

    await ok(
      graphql(`
        mutation ModerationUpdateSystemSettingsReportAlerts {
          updateSystemSettings(input: { reportAlerts: false }) {
            reportAlerts
          }
        }
      `),
      {},
      admin,
    );
    await ok(REPORT, { input: { postId: post.id, reason: 'SPAM' } }, reader);
    expect(await alertsOf(moderator)).toEqual([]);
  });

  it('tells admins when someone joins, while New user signups is on (off by default)', async () => {
    const SIGN_UP = graphql(`
      mutation ModerationSignUp($input: SignUpInput!) {
        signUp(input: $input) {
          user {
            id
          }
        }
      }
    `);
    const signUp = (username: string) =>
      server.gql(SIGN_UP, { input: { username, email: `${username}@example.com`, password: 'password123' } });
    expect((await signUp('quiet_joiner')).errors).toBeUndefined();
    expect(await alertsOf(admin)).toEqual([]);
    await ok(
      graphql(`
        mutation ModerationUpdateSystemSettingsNewUserSignupAlerts {
          updateSystemSettings(input: { newUserSignupAlerts: true }) {
            newUserSignupAlerts
          }
        }
      `),
      {},
      admin,
    );
    expect((await signUp('new_voice')).errors).toBeUndefined();
    expect(await alertsOf(admin)).toEqual([
      { kind: 'SIGNUP', reportReason: null, actor: { username: 'new_voice' }, post: null },
    ]);
    // Moderators are not told.
    expect(await alertsOf(moderator)).toEqual([]);
  });
});

it('tells the author that a moderator removed their post, and why, without naming the moderator', async () => {
  const post = await buildPost(server, creator, 'Brand new phones at half price, pay by mobile money only #deals');
  await ok(REPORT, { input: { postId: post.id, reason: 'SCAM' } }, reader);
  await ok(REPORT, { input: { postId: post.id, reason: 'SCAM' } }, another);
  const [item] = nodes((await ok(QUEUE, {}, moderator)).moderationQueue);
  await ok(DECIDE, { id: item.id, d: 'REMOVE' }, moderator);
  const notices = await ok(
    graphql(`
      query ModerationRemovalNotices {
        notifications(first: 5) {
          edges {
            node {
              kind
              reportReason
              removedKind
              removedExcerpt
              actor {
                username
              }
              post {
                id
              }
            }
          }
        }
      }
    `),
    {},
    creator,
  );
  expect(nodes(notices.notifications)).toEqual([
    {
      kind: 'REMOVED',
      reportReason: 'SCAM',
      removedKind: 'POST',
      removedExcerpt: 'Brand new phones at half price, pay by mobile money only #deals',
      actor: null,
      post: null,
    },
  ]);
  // An approval tells nobody anything.
  const kept = await buildPost(server, creator, 'My album is out #music');
  await ok(REPORT, { input: { postId: kept.id, reason: 'SPAM' } }, reader);
  const [pending] = nodes((await ok(QUEUE, {}, moderator)).moderationQueue);
  await ok(DECIDE, { id: pending.id, d: 'APPROVE' }, moderator);
  expect(
    nodes(
      (
        await ok(
          graphql(`
            query ModerationNotificationsEdges {
              notifications(first: 5) {
                edges {
                  node {
                    kind
                  }
                }
              }
            }
          `),
          {},
          creator,
        )
      ).notifications,
    ),
  ).toEqual([{ kind: 'REMOVED' }]);
});

it('lists decided items and resolved reports most recently decided first, page after page', async () => {
  // Three posts reported oldest first, decided in another order: the history follows the decisions.
  const posts = [];
  for (const text of ['First deal #deals', 'Second deal #deals', 'Third deal #deals']) {
    const post = await buildPost(server, creator, text);
    await ok(REPORT, { input: { postId: post.id, reason: 'SPAM' } }, reader);
    posts.push(post);
  }
  const pending = nodes((await ok(QUEUE, { status: 'PENDING' }, moderator)).moderationQueue);
  expect(pending.map((item) => item.excerpt)).toEqual(['Third deal #deals', 'Second deal #deals', 'First deal #deals']);
  const byText = new Map(pending.map((item) => [item.excerpt, item.id]));
  for (const text of ['Third deal #deals', 'First deal #deals', 'Second deal #deals'])
    await ok(DECIDE, { id: byText.get(text)!, d: 'APPROVE' }, moderator);

  const PAGE = graphql(`
    query ModerationQueuePage($status: ModerationStatus, $after: String) {
      moderationQueue(status: $status, first: 1, after: $after) {
        edges {
          node {
            excerpt
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `);
  const approved: string[] = [];
  for (let after: string | null = null; ;) {
    const { moderationQueue: page }: ModerationQueuePageQuery = await ok(
      PAGE,
      { status: 'APPROVED', after },
      moderator,
    );
    approved.push(...nodes(page).map((item) => item.excerpt));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(approved).toEqual(['Second deal #deals', 'First deal #deals', 'Third deal #deals']);

  // Reports on them again reopen the items; resolved reports follow the order they were resolved in.
  const reopened = [];
  for (const post of posts) reopened.push(await ok(REPORT, { input: { postId: post.id, reason: 'SCAM' } }, another));
  const open = nodes((await ok(REPORTS, { resolved: false }, moderator)).reports).filter((r) => r.reason === 'SCAM');
  const reportOf = new Map(open.map((r) => [r.item.excerpt, r.id]));
  for (const text of ['First deal #deals', 'Third deal #deals', 'Second deal #deals'])
    await ok(RESOLVE, { id: reportOf.get(text)!, a: 'DISMISS' }, moderator);
  const RESOLVED_PAGE = graphql(`
    query ModerationResolvedReportsPage($after: String) {
      reports(resolved: true, first: 2, after: $after) {
        edges {
          node {
            reason
            item {
              excerpt
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
  const resolved: string[] = [];
  for (let after: string | null = null; ;) {
    const { reports: page }: ModerationResolvedReportsPageQuery = await ok(RESOLVED_PAGE, { after }, moderator);
    resolved.push(...nodes(page).map((r) => `${r.reason} ${r.item.excerpt}`));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  // The SPAM reports were resolved when their items were approved, in that order, before any SCAM report.
  expect(resolved).toEqual([
    'SCAM Second deal #deals',
    'SCAM Third deal #deals',
    'SCAM First deal #deals',
    'SPAM Second deal #deals',
    'SPAM First deal #deals',
    'SPAM Third deal #deals',
  ]);
});
