import { randomUUID } from 'node:crypto';
import { buildPost, follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { subscribeLive, type LiveSubscription } from '../../helpers/subscriptions';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  NOTIFICATION_ADDED,
  type NotificationPayload,
} from '../../../server/src/features/notifications/notification.events';
import { NotificationKind } from '../../../server/src/features/notifications/notification.types';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import type { NotificationsDeliveredSubscription } from '../../gql/graphql';

// Real server, database and WebSocket: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Listed {
  id: string;
  kind: string;
  read: boolean;
  createdAt: string;
  commentExcerpt: string | null;
  actor: { username: string } | null;
  post: { id: string } | null;
}

const LIST = graphql(`
  query NotificationsList($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          kind
          read
          createdAt
          commentExcerpt
          actor {
            username
          }
          post {
            id
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

async function notificationsOf(user: TestUser, first = 20, after: string | null = null) {
  const response = await server.gql(LIST, { first, after }, { token: user.accessToken });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  const connection = response.data!.notifications;
  return { nodes: connection.edges.map((edge) => edge.node), pageInfo: connection.pageInfo };
}
const listOf = async (user: TestUser) => (await notificationsOf(user)).nodes;
const unreadOf = async (user: TestUser): Promise<number> =>
  (
    await server.gql(
      graphql(`
        query NotificationsUnreadCount {
          unreadNotificationsCount
        }
      `),
      {},
      { token: user.accessToken },
    )
  ).data!.unreadNotificationsCount;
const markRead = async (user: TestUser): Promise<number> =>
  (
    await server.gql(
      graphql(`
        mutation NotificationsMarkNotificationsRead {
          markNotificationsRead
        }
      `),
      {},
      { token: user.accessToken },
    )
  ).data!.markNotificationsRead;

async function act<T, V>(user: TestUser, mutation: TypedDocumentNode<T, V>, variables: V) {
  const response = await server.gql(mutation, variables, { token: user.accessToken });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data;
}
const like = (user: TestUser, id: string) =>
  act(
    user,
    graphql(`
      mutation NotificationsLikePost($id: ID!) {
        likePost(postId: $id) {
          id
        }
      }
    `),
    { id },
  );
const unlike = (user: TestUser, id: string) =>
  act(
    user,
    graphql(`
      mutation NotificationsUnlikePost($id: ID!) {
        unlikePost(postId: $id) {
          id
        }
      }
    `),
    { id },
  );
const comment = (user: TestUser, id: string, content: string) =>
  act(
    user,
    graphql(`
      mutation NotificationsAddComment($id: ID!, $c: String!) {
        addComment(postId: $id, content: $c) {
          id
        }
      }
    `),
    { id, c: content },
  );

it('notifies the author once of a like, a comment and a follow by someone else, newest first', async () => {
  const amara = await buildUser(server);
  const [kofi, zawadi, baraka] = await Promise.all([buildUser(server), buildUser(server), buildUser(server)]);
  const post = await buildPost(server, amara, 'Moonlight tales #folklore');
  const text =
    'What a beautiful story, my grandmother used to tell this one by the fire every single night of the dry season!';

  await like(kofi, post.id);
  await comment(zawadi, post.id, text);
  await follow(server, baraka, amara);

  const list = await listOf(amara);
  expect(
    list.map(({ kind, actor, post: about, commentExcerpt, read }) => ({
      kind,
      actor,
      post: about,
      commentExcerpt,
      read,
    })),
  ).toEqual([
    { kind: 'FOLLOW', actor: { username: baraka.username }, post: null, commentExcerpt: null, read: false },
    {
      kind: 'COMMENT',
      actor: { username: zawadi.username },
      post: { id: post.id },
      commentExcerpt: text.slice(0, 80),
      read: false,
    },
    { kind: 'LIKE', actor: { username: kofi.username }, post: { id: post.id }, commentExcerpt: null, read: false },
  ]);
  const times = list.map((n) => Date.parse(n.createdAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  // The actors themselves were told nothing.
  for (const actor of [kofi, zawadi, baraka]) expect(await listOf(actor)).toEqual([]);
});

it('never notifies people of their own actions', async () => {
  const amara = await buildUser(server);
  const post = await buildPost(server, amara, 'Talking to myself');
  await like(amara, post.id);
  await comment(amara, post.id, 'First!');
  const selfFollow = await server.gql(
    graphql(`
      mutation NotificationsFollow($u: String!) {
        follow(username: $u) {
          id
        }
      }
    `),
    { u: amara.username },
    { token: amara.accessToken },
  );
  expect(errorCode(selfFollow)).toBe('BAD_USER_INPUT');
  expect(await listOf(amara)).toEqual([]);
  expect(await unreadOf(amara)).toBe(0);
});

it('keeps one LIKE notification per person and post: liking again after unliking moves it to now, unread', async () => {
  const amara = await buildUser(server);
  const kofi = await buildUser(server);
  const post = await buildPost(server, amara, 'Episode 12');
  await like(kofi, post.id);
  await like(kofi, post.id); // a repeat changes nothing
  const [first] = await listOf(amara);
  expect(await markRead(amara)).toBe(1);

  await unlike(kofi, post.id);
  expect(await listOf(amara)).toEqual([{ ...first, read: true }]); // an unlike deletes nothing
  await like(kofi, post.id);
  const list = await listOf(amara);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ id: first.id, kind: 'LIKE', read: false });
  expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
  expect(await unreadOf(amara)).toBe(1);

  // Following again after unfollowing: one FOLLOW notification as well.
  await follow(server, kofi, amara);
  await act(
    kofi,
    graphql(`
      mutation NotificationsUnfollow($u: String!) {
        unfollow(username: $u) {
          id
        }
      }
    `),
    { u: amara.username },
  );
  await follow(server, kofi, amara);
  expect((await listOf(amara)).map((n) => n.kind)).toEqual(['FOLLOW', 'LIKE']);
});

it('counts unread notifications, and markNotificationsRead marks them all read and says how many', async () => {
  const amara = await buildUser(server);
  const [kofi, zawadi] = await Promise.all([buildUser(server), buildUser(server)]);
  const post = await buildPost(server, amara, 'Studio day');
  await like(kofi, post.id);
  await like(zawadi, post.id);
  await comment(kofi, post.id, 'Fire 🔥');
  expect(await unreadOf(amara)).toBe(3);

  expect(await markRead(amara)).toBe(3);
  expect(await unreadOf(amara)).toBe(0);
  expect((await listOf(amara)).map((n) => n.read)).toEqual([true, true, true]);
  expect(await markRead(amara)).toBe(0);

  await follow(server, zawadi, amara);
  expect(await unreadOf(amara)).toBe(1);
  expect((await listOf(amara)).map((n) => n.read)).toEqual([false, true, true, true]);
});

it("marks only the notifications it is given, and only the caller's own", async () => {
  const amara = await buildUser(server);
  const [kofi, zawadi] = await Promise.all([buildUser(server), buildUser(server)]);
  const post = await buildPost(server, amara, 'Studio day, part two');
  const kofiPost = await buildPost(server, kofi, 'Kofi writes');
  await like(kofi, post.id);
  await like(zawadi, post.id);
  await comment(amara, kofiPost.id, 'Nice one');
  const [newest, older] = await listOf(amara);
  const [kofis] = await listOf(kofi);

  const mark = (user: TestUser, ids: string[]) =>
    server.gql(
      graphql(`
        mutation NotificationsMarkSomeRead($ids: [ID!]) {
          markNotificationsRead(ids: $ids)
        }
      `),
      { ids },
      { token: user.accessToken },
    );
  expect((await mark(amara, [newest.id, kofis.id, randomUUID(), 'not-an-id'])).data!.markNotificationsRead).toBe(1);
  expect((await listOf(amara)).map((n) => [n.id, n.read])).toEqual([
    [newest.id, true],
    [older.id, false],
  ]);
  expect(await unreadOf(kofi)).toBe(1);
  expect((await mark(amara, [])).data!.markNotificationsRead).toBe(0);

  const tooMany = await mark(
    amara,
    Array.from({ length: 101 }, () => randomUUID()),
  );
  expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  expect(tooMany.errors![0].message).toBe('At most 100 notifications can be marked read at once.');
  expect(await unreadOf(amara)).toBe(1);
});

it('shows each person only their own notifications', async () => {
  const amara = await buildUser(server);
  const kofi = await buildUser(server);
  const amaraPost = await buildPost(server, amara, 'Amara writes');
  const kofiPost = await buildPost(server, kofi, 'Kofi writes');
  await like(kofi, amaraPost.id);
  await comment(amara, kofiPost.id, 'Nice one');

  expect((await listOf(amara)).map((n) => [n.kind, n.actor?.username])).toEqual([['LIKE', kofi.username]]);
  expect((await listOf(kofi)).map((n) => [n.kind, n.actor?.username])).toEqual([['COMMENT', amara.username]]);
  // Marking read is one's own business too.
  expect(await markRead(kofi)).toBe(1);
  expect(await unreadOf(amara)).toBe(1);
});

it('answers UNAUTHENTICATED to anonymous callers, over HTTP and WebSocket', async () => {
  const operations: Array<TypedDocumentNode<unknown, Record<string, never>>> = [
    LIST,
    graphql(`
      query NotificationsUnreadCount {
        unreadNotificationsCount
      }
    `),
    graphql(`
      mutation NotificationsMarkNotificationsRead {
        markNotificationsRead
      }
    `),
  ];
  for (const operation of operations) {
    const response = await server.gql(operation);
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  }
  const client = server.ws();
  try {
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe(
        {
          query: print(
            graphql(`
              subscription NotificationsNotificationAdded {
                notificationAdded {
                  id
                }
              }
            `),
          ),
        },
        { next: resolve, error: (error) => resolve({ errors: error }), complete: () => undefined },
      );
    });
    expect(outcome).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  } finally {
    await client.dispose();
  }
});

const PROBE_ID = '00000000-0000-4000-8000-000000000000';

const marker = (recipientId: string, id: string): NotificationPayload => ({
  id,
  recipientId,
  actorId: randomUUID(),
  kind: NotificationKind.FOLLOW,
  postId: null,
  commentExcerpt: null,
  commentSensitive: false,
  reportReason: null,
  removedKind: null,
  removedExcerpt: null,
  createdAt: new Date().toISOString(),
});

// The protocol does not confirm a subscription: marked events go to the user's topic until one arrives.
function subscribeAs(
  client: ReturnType<TestServer['ws']>,
  user: TestUser,
): Promise<LiveSubscription<NotificationsDeliveredSubscription['notificationAdded']>> {
  return subscribeLive(
    client,
    graphql(`
      subscription NotificationsDelivered {
        notificationAdded {
          id
          kind
          read
          commentExcerpt
          actor {
            username
          }
          post {
            id
          }
        }
      }
    `),
    {},
    (data) => data.notificationAdded,
    () => server.kuza.deps.pubSub.publish(NOTIFICATION_ADDED, user.id, marker(user.id, PROBE_ID)),
    (event) => event.id === PROBE_ID,
  );
}

it('delivers notificationAdded to its recipient only, once the action is done', async () => {
  const amara = await buildUser(server);
  const [kofi, zawadi] = await Promise.all([buildUser(server), buildUser(server)]);
  const post = await buildPost(server, amara, 'Live now #afrobeats');
  const amaraClient = server.ws(amara.accessToken);
  const kofiClient = server.ws(kofi.accessToken);
  const amaraSub = await subscribeAs(amaraClient, amara);
  const kofiSub = await subscribeAs(kofiClient, kofi);
  try {
    await like(kofi, post.id);
    const liked = await amaraSub.events.next();
    expect(liked).toMatchObject({
      kind: 'LIKE',
      read: false,
      actor: { username: kofi.username },
      post: { id: post.id },
    });
    // It is already there when the event arrives.
    expect((await listOf(amara)).map((n) => n.id)).toEqual([liked.id]);

    await comment(zawadi, post.id, 'Turn it up');
    expect(await amaraSub.events.next()).toMatchObject({
      kind: 'COMMENT',
      commentExcerpt: 'Turn it up',
      actor: { username: zawadi.username },
    });
    await follow(server, amara, kofi);
    expect(await kofiSub.events.next()).toMatchObject({
      kind: 'FOLLOW',
      actor: { username: amara.username },
      post: null,
    });

    // Kofi received nothing of Amara's: a marker sent to him after all of it is the next thing he gets.
    const settled = randomUUID();
    server.kuza.deps.pubSub.publish(NOTIFICATION_ADDED, kofi.id, marker(kofi.id, settled));
    expect((await kofiSub.events.next()).id).toBe(settled);
    expect(amaraSub.events.pending).toBe(0);
  } finally {
    amaraSub.dispose();
    kofiSub.dispose();
    await Promise.all([amaraClient.dispose(), kofiClient.dispose()]);
  }
});

it('removes the notifications of a deleted post', async () => {
  const amara = await buildUser(server);
  const kofi = await buildUser(server);
  const gone = await buildPost(server, amara, 'Draft I regret');
  const kept = await buildPost(server, amara, 'Keeper');
  await like(kofi, gone.id);
  await comment(kofi, gone.id, 'Hmm');
  await like(kofi, kept.id);
  await follow(server, kofi, amara);
  expect(await listOf(amara)).toHaveLength(4);

  await act(
    amara,
    graphql(`
      mutation NotificationsDeletePost($id: ID!) {
        deletePost(id: $id)
      }
    `),
    { id: gone.id },
  );
  const list = await listOf(amara);
  expect(list.map((n) => [n.kind, n.post?.id ?? null])).toEqual([
    ['FOLLOW', null],
    ['LIKE', kept.id],
  ]);
  expect(await unreadOf(amara)).toBe(2);
});

it('pages with first/after, newest first, without duplicates or gaps', async () => {
  const amara = await buildUser(server);
  const fans = await Promise.all(Array.from({ length: 7 }, () => buildUser(server)));
  const post = await buildPost(server, amara, 'Popular one');
  // At once: some share a created_at microsecond rarely, and the id breaks such ties.
  await Promise.all(fans.map((fan) => like(fan, post.id)));
  for (const fan of fans.slice(0, 3)) await follow(server, fan, amara);

  const all = await listOf(amara);
  expect(all).toHaveLength(10);
  const paged: Listed[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await notificationsOf(amara, 3, after);
    paged.push(...page.nodes);
    pages += 1;
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(pages).toBe(4);
  expect(paged.map((n) => n.id)).toEqual(all.map((n) => n.id));
  expect(new Set(paged.map((n) => n.id)).size).toBe(10);

  const foreign = await server.gql(LIST, { first: 3, after: 'bm90LWEtY3Vyc29y' }, { token: amara.accessToken });
  expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
});
