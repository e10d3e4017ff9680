import { CIRCLE_MESSAGES as M, CONTENT_MESSAGES, LIMITS } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import type { CreateCircleInput } from '../../gql/graphql';

// Circles (spec §3: name, members, posts, private flag): creating, joining, requests, the discussion. Real server and
// database: counters and what a refused change leaves behind are read from the tables themselves.
jest.setTimeout(90_000);

let server: TestServer;
let owner: TestUser;
let nia: TestUser;
let tayo: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server, { username: 'circle_owner' });
  nia = await buildUser(server, { username: 'nia_writes' });
  tayo = await buildUser(server, { username: 'tayo_sings' });
});
afterAll(() => server.stop());

graphql(`
  fragment CircleFields on Circle {
    id
    name
    description
    isPrivate
    membersCount
    postsCount
    viewerStatus
    owner {
      username
    }
  }
`);
const CREATE = graphql(`
  mutation CirclesCreateCircle($input: CreateCircleInput!) {
    createCircle(input: $input) {
      ...CircleFields
    }
  }
`);
const JOIN = graphql(`
  mutation CirclesJoinCircle($id: ID!) {
    joinCircle(id: $id) {
      ...CircleFields
    }
  }
`);
const LEAVE = graphql(`
  mutation CirclesLeaveCircle($id: ID!) {
    leaveCircle(id: $id) {
      ...CircleFields
    }
  }
`);
const APPROVE = graphql(`
  mutation CirclesApproveCircleRequest($c: ID!, $u: ID!) {
    approveCircleRequest(circleId: $c, userId: $u) {
      ...CircleFields
    }
  }
`);
const DECLINE = graphql(`
  mutation CirclesDeclineCircleRequest($c: ID!, $u: ID!) {
    declineCircleRequest(circleId: $c, userId: $u) {
      ...CircleFields
    }
  }
`);
const POST = graphql(`
  mutation CirclesPostToCircle($input: PostToCircleInput!) {
    postToCircle(input: $input) {
      id
      content
      sensitive
      author {
        username
      }
    }
  }
`);
const POSTS = graphql(`
  query CirclesCirclePosts($id: ID!, $first: Int, $after: String) {
    circlePosts(circleId: $id, first: $first, after: $after) {
      edges {
        node {
          content
          author {
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
const REQUESTS = graphql(`
  query CirclesCircleJoinRequests($id: ID!) {
    circleJoinRequests(circleId: $id) {
      edges {
        node {
          user {
            id
            username
          }
        }
      }
    }
  }
`);
const LIST = graphql(`
  query CirclesList($first: Int, $after: String) {
    circles(first: $first, after: $after) {
      edges {
        node {
          ...CircleFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const as = <T, V>(user: TestUser, query: TypedDocumentNode<T, V>, variables?: V) =>
  server.gql(query, variables, { token: user.accessToken });
const count = async (sql: string, params: unknown[] = []) =>
  (await server.kuza.deps.db.query(sql, params))[0].n as number;
let serial = 0;
const create = async (user: TestUser, input: Partial<CreateCircleInput> = {}) => {
  const answer = await as(user, CREATE, {
    input: { name: `Circle ${++serial} ${Date.now()}`, isPrivate: false, ...input },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createCircle;
};
const stored = (id: string) =>
  server.kuza.deps.db
    .query(
      `SELECT members_count, posts_count, (SELECT count(*)::int FROM circle_members WHERE circle_id = $1 AND status = 'member') AS members,
            (SELECT count(*)::int FROM circle_posts WHERE circle_id = $1) AS posts FROM circles WHERE id = $1`,
      [id],
    )
    .then((rows: Array<{ members_count: number; posts_count: number; members: number; posts: number }>) => rows[0]);

it("creates a circle whose creator is its owner and first member, and lists it newest first with the viewer's status", async () => {
  const made = await as(owner, CREATE, {
    input: { name: '  Lagos Poets  ', description: ' Spoken word in Yaba ', isPrivate: false },
  });
  expect(made.errors).toBeUndefined();
  expect(made.data!.createCircle).toMatchObject({
    name: 'Lagos Poets',
    description: 'Spoken word in Yaba',
    isPrivate: false,
    membersCount: 1,
    postsCount: 0,
    viewerStatus: 'OWNER',
    owner: { username: 'circle_owner' },
  });
  const newer = await create(owner, { isPrivate: true });
  const first = await as(nia, LIST, { first: 1 });
  expect(first.data!.circles.edges[0].node).toMatchObject({ id: newer.id, viewerStatus: 'NONE', isPrivate: true });
  expect(first.data!.circles.pageInfo.hasNextPage).toBe(true);
  const next = await as(nia, LIST, { first: 1, after: first.data!.circles.pageInfo.endCursor });
  expect(next.data!.circles.edges[0].node).toMatchObject({ name: 'Lagos Poets', viewerStatus: 'NONE' });
});

it.each([
  ['no name', { name: '   ' }, 'name', M.circleNameRequired],
  ['a name too long', { name: 'x'.repeat(LIMITS.circleNameMaxLength + 1) }, 'name', M.circleNameTooLong],
  [
    'a description too long',
    { name: 'Long tales', description: 'x'.repeat(LIMITS.circleDescriptionMaxLength + 1) },
    'description',
    M.circleDescriptionTooLong,
  ],
  ['a name taken in another case', { name: 'LAGOS POETS' }, 'name', M.circleNameTaken],
])('refuses %s with its message, writing nothing', async (_case, input, field, message) => {
  const before = await count(`SELECT count(*)::int AS n FROM circles`);
  const members = await count(`SELECT count(*)::int AS n FROM circle_members`);
  const refused = await as(owner, CREATE, { input: { isPrivate: false, ...input } });
  expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  expect(await count(`SELECT count(*)::int AS n FROM circles`)).toBe(before);
  expect(await count(`SELECT count(*)::int AS n FROM circle_members`)).toBe(members);
});

it('lets anyone join a public circle at once and leave it; the owner cannot leave', async () => {
  const circle = await create(owner);
  const joined = await as(nia, JOIN, { id: circle.id });
  expect(joined.data!.joinCircle).toMatchObject({ viewerStatus: 'MEMBER', membersCount: 2 });
  // Joining again changes nothing.
  expect((await as(nia, JOIN, { id: circle.id })).data!.joinCircle.membersCount).toBe(2);
  const left = await as(nia, LEAVE, { id: circle.id });
  expect(left.data!.leaveCircle).toMatchObject({ viewerStatus: 'NONE', membersCount: 1 });
  expect((await as(nia, LEAVE, { id: circle.id })).errors?.[0]).toMatchObject({
    message: M.circleNotJoined,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect((await as(owner, LEAVE, { id: circle.id })).errors?.[0]).toMatchObject({
    message: M.circleOwnerCannotLeave,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(await stored(circle.id)).toEqual({ members_count: 1, posts_count: 0, members: 1, posts: 0 });
  // No one is told of a public join.
  expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE circle_id = $1`, [circle.id])).toBe(0);
});

it('takes a request to join a private circle, tells the owner, and lets only the owner approve it; the member is told', async () => {
  const circle = await create(owner, { isPrivate: true });
  const asked = await as(tayo, JOIN, { id: circle.id });
  expect(asked.data!.joinCircle).toMatchObject({ viewerStatus: 'REQUESTED', membersCount: 1 });
  const bell = await as(
    owner,
    graphql(`
      query CirclesNotifications {
        notifications(first: 1) {
          edges {
            node {
              kind
              actor {
                username
              }
              circle {
                id
                name
              }
            }
          }
        }
      }
    `),
  );
  expect(bell.data!.notifications.edges[0].node).toEqual({
    kind: 'CIRCLE_REQUEST',
    actor: { username: 'tayo_sings' },
    circle: { id: circle.id, name: circle.name },
  });

  // Only the owner sees and answers requests.
  expect((await as(nia, REQUESTS, { id: circle.id })).errors?.[0]).toMatchObject({
    message: M.circleOwnerOnly,
    extensions: { code: 'FORBIDDEN' },
  });
  expect((await as(nia, APPROVE, { c: circle.id, u: tayo.id })).errors?.[0]).toMatchObject({
    message: M.circleOwnerOnly,
    extensions: { code: 'FORBIDDEN' },
  });
  expect((await as(owner, REQUESTS, { id: circle.id })).data!.circleJoinRequests.edges).toEqual([
    { node: { user: { id: tayo.id, username: 'tayo_sings' } } },
  ]);
  // No request from nia: nothing to approve.
  expect((await as(owner, APPROVE, { c: circle.id, u: nia.id })).errors?.[0]).toMatchObject({
    message: M.circleRequestNotFound,
    extensions: { code: 'NOT_FOUND' },
  });

  const approved = await as(owner, APPROVE, { c: circle.id, u: tayo.id });
  expect(approved.data!.approveCircleRequest).toMatchObject({ membersCount: 2, viewerStatus: 'OWNER' });
  expect((await as(owner, APPROVE, { c: circle.id, u: tayo.id })).errors?.[0]).toMatchObject({
    extensions: { code: 'NOT_FOUND' },
  });
  expect((await as(owner, REQUESTS, { id: circle.id })).data!.circleJoinRequests.edges).toEqual([]);
  const told = await as(
    tayo,
    graphql(`
      query CirclesNotificationsEdges {
        notifications(first: 1) {
          edges {
            node {
              kind
              actor {
                username
              }
              circle {
                id
                viewerStatus
              }
            }
          }
        }
      }
    `),
  );
  expect(told.data!.notifications.edges[0].node).toEqual({
    kind: 'CIRCLE_APPROVED',
    actor: { username: 'circle_owner' },
    circle: { id: circle.id, viewerStatus: 'MEMBER' },
  });
  expect(await stored(circle.id)).toMatchObject({ members_count: 2, members: 2 });
});

it('declines a request (the creator may ask again), and lets a requester take theirs back', async () => {
  const circle = await create(owner, { isPrivate: true });
  await as(nia, JOIN, { id: circle.id });
  const declined = await as(owner, DECLINE, { c: circle.id, u: nia.id });
  expect(declined.data!.declineCircleRequest.membersCount).toBe(1);
  expect(
    (
      await as(
        nia,
        graphql(`
          query CirclesCircle($id: ID!) {
            circle(id: $id) {
              viewerStatus
            }
          }
        `),
        { id: circle.id },
      )
    ).data!.circle.viewerStatus,
  ).toBe('NONE');
  expect((await as(nia, JOIN, { id: circle.id })).data!.joinCircle.viewerStatus).toBe('REQUESTED');
  expect((await as(nia, LEAVE, { id: circle.id })).data!.leaveCircle).toMatchObject({
    viewerStatus: 'NONE',
    membersCount: 1,
  });
  expect(
    await count(`SELECT count(*)::int AS n FROM notifications WHERE circle_id = $1 AND kind = 'CIRCLE_APPROVED'`, [
      circle.id,
    ]),
  ).toBe(0);
});

it('shows a private discussion to members only and a public one to every signed-in user; only members post', async () => {
  const secret = await create(owner, { isPrivate: true });
  const open = await create(owner);
  expect(
    (await as(owner, POST, { input: { circleId: secret.id, content: 'Welcome, founders.' } })).errors,
  ).toBeUndefined();
  const hidden = await as(nia, POSTS, { id: secret.id });
  expect(hidden.errors?.[0]).toMatchObject({ message: M.circlePrivate, extensions: { code: 'FORBIDDEN' } });
  const refused = await as(nia, POST, { input: { circleId: open.id, content: 'Hello!' } });
  expect(refused.errors?.[0]).toMatchObject({ message: M.circleMembersOnly, extensions: { code: 'FORBIDDEN' } });
  expect((await as(nia, POSTS, { id: open.id })).data!.circlePosts.edges).toEqual([]);
  expect((await server.gql(POSTS, { id: open.id })).errors?.[0]).toMatchObject({
    extensions: { code: 'UNAUTHENTICATED' },
  });

  await as(nia, JOIN, { id: secret.id });
  expect((await as(nia, POSTS, { id: secret.id })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  await as(owner, APPROVE, { c: secret.id, u: nia.id });
  expect((await as(nia, POST, { input: { circleId: secret.id, content: 'Glad to be here.' } })).errors).toBeUndefined();
  const page = await as(nia, POSTS, { id: secret.id, first: 1 });
  expect(page.data!.circlePosts.edges).toEqual([
    { node: { content: 'Glad to be here.', author: { username: 'nia_writes' } } },
  ]);
  const older = await as(owner, POSTS, { id: secret.id, first: 1, after: page.data!.circlePosts.pageInfo.endCursor });
  expect(older.data!.circlePosts.edges).toEqual([
    { node: { content: 'Welcome, founders.', author: { username: 'circle_owner' } } },
  ]);
  expect(await stored(secret.id)).toMatchObject({ posts_count: 2, posts: 2 });
});

it.each([
  ['no content', '  ', M.circlePostRequired],
  ['content too long', 'x'.repeat(LIMITS.circlePostMaxLength + 1), M.circlePostTooLong],
])('refuses a post with %s, writing nothing', async (_case, content, message) => {
  const circle = await create(owner);
  const refused = await as(owner, POST, { input: { circleId: circle.id, content } });
  expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'content' } });
  expect(await stored(circle.id)).toMatchObject({ posts_count: 0, posts: 0 });
});

it('marks offensive posts sensitive and masks them for others; spam detection refuses a repeated post', async () => {
  const circle = await create(owner);
  await as(nia, JOIN, { id: circle.id });
  const rude = await as(nia, POST, { input: { circleId: circle.id, content: 'This shit is fire' } });
  expect(rude.data!.postToCircle).toMatchObject({ sensitive: true, content: 'This shit is fire' });
  const seen = await as(owner, POSTS, { id: circle.id });
  expect(seen.data!.circlePosts.edges[0].node.content).toBe('This s*** is fire');
  expect((await as(nia, POSTS, { id: circle.id })).data!.circlePosts.edges[0].node.content).toBe('This shit is fire');

  const again = await as(nia, POST, { input: { circleId: circle.id, content: '  this SHIT is   fire ' } });
  expect(again.errors?.[0]).toMatchObject({
    message: M.repeatedCirclePost,
    extensions: { code: 'BAD_USER_INPUT', field: 'content' },
  });
  expect(await stored(circle.id)).toMatchObject({ posts_count: 1, posts: 1 });
});

it('keeps members_count and posts_count exact under concurrent joins, leaves and posts', async () => {
  const circle = await create(owner);
  const crowd = await Promise.all(Array.from({ length: 12 }, () => buildUser(server)));
  // Everyone joins twice at once: one membership each.
  await Promise.all(crowd.flatMap((user) => [as(user, JOIN, { id: circle.id }), as(user, JOIN, { id: circle.id })]));
  expect(await stored(circle.id)).toMatchObject({ members_count: 13, members: 13 });
  // Half leave (twice at once) while the others post twice.
  const [leaving, staying] = [crowd.slice(0, 6), crowd.slice(6)];
  await Promise.all([
    ...leaving.flatMap((user) => [as(user, LEAVE, { id: circle.id }), as(user, LEAVE, { id: circle.id })]),
    ...staying.flatMap((user, i) => [
      as(user, POST, { input: { circleId: circle.id, content: `First from ${i}` } }),
      as(user, POST, { input: { circleId: circle.id, content: `Second from ${i}` } }),
    ]),
  ]);
  expect(await stored(circle.id)).toEqual({ members_count: 7, posts_count: 12, members: 7, posts: 12 });
});

it('says when a circle does not exist, and lets only the owner delete one (with its members, posts and notifications)', async () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  for (const ask of [
    () =>
      as(
        nia,
        graphql(`
          query CirclesCircleById($id: ID!) {
            circle(id: $id) {
              id
            }
          }
        `),
        { id: missing },
      ),
    () => as(nia, JOIN, { id: 'not-a-uuid' }),
    () => as(nia, LEAVE, { id: missing }),
    () => as(nia, POSTS, { id: missing }),
    () => as(nia, POST, { input: { circleId: missing, content: 'Hi' } }),
  ])
    expect((await ask()).errors?.[0]).toMatchObject({ message: M.circleNotFound, extensions: { code: 'NOT_FOUND' } });

  const circle = await create(owner, { isPrivate: true });
  await as(tayo, JOIN, { id: circle.id });
  await as(owner, POST, { input: { circleId: circle.id, content: 'Soon gone' } });
  const DELETE = graphql(`
    mutation CirclesDeleteCircle($id: ID!) {
      deleteCircle(id: $id)
    }
  `);
  expect((await as(tayo, DELETE, { id: circle.id })).errors?.[0]).toMatchObject({
    message: M.circleOwnerOnly,
    extensions: { code: 'FORBIDDEN' },
  });
  expect((await as(owner, DELETE, { id: circle.id })).data!.deleteCircle).toBe(circle.id);
  for (const table of ['circle_members', 'circle_posts', 'notifications'])
    expect(await count(`SELECT count(*)::int AS n FROM ${table} WHERE circle_id = $1`, [circle.id])).toBe(0);
  expect((await as(owner, DELETE, { id: circle.id })).errors?.[0]).toMatchObject({
    message: M.circleNotFound,
    extensions: { code: 'NOT_FOUND' },
  });
});

it('asks callers to sign in and refuses a bad page size', async () => {
  expect((await server.gql(LIST)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  expect((await as(nia, LIST, { first: 101 })).errors?.[0]).toMatchObject({
    message: CONTENT_MESSAGES.pageSizeRange,
    extensions: { code: 'BAD_USER_INPUT' },
  });
});
