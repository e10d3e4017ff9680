import { follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { block, unblock } from './block-operations';

// A block and its notifications (docs/safety.md): what two people did to each other before a block is removed with
// it, and what one did to the other while it lasted never shows, not even after an unblock.
jest.setTimeout(60_000);

const NOTIFICATIONS = graphql(`
  query BlockNotificationsList {
    unreadNotificationsCount
    notifications(first: 50) {
      edges {
        node {
          kind
          actor {
            username
          }
        }
      }
    }
  }
`);
const CREATE_CIRCLE = graphql(`
  mutation BlockNotificationsCircle($input: CreateCircleInput!) {
    createCircle(input: $input) {
      id
    }
  }
`);
const JOIN_CIRCLE = graphql(`
  mutation BlockNotificationsJoin($id: ID!) {
    joinCircle(id: $id) {
      id
    }
  }
`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function notificationsOf(user: TestUser) {
  const answer = await server.gql(NOTIFICATIONS, {}, { token: user.accessToken });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const data = answer.data!;
  return {
    unread: data.unreadNotificationsCount,
    list: data.notifications.edges.map((e) => `${e.node.kind} ${e.node.actor?.username ?? '-'}`),
  };
}

it('removes what both did before a block, and never shows what was done during it, even after an unblock', async () => {
  const [ama, ben, cleo] = await Promise.all(
    ['bn_ama', 'bn_ben', 'bn_cleo'].map((username) => buildUser(server, { username })),
  );
  // Before the block: Ben and Ama follow each other, and Cleo follows Ama.
  await follow(server, ben, ama);
  await follow(server, ama, ben);
  await follow(server, cleo, ama);
  expect((await notificationsOf(ama)).list).toEqual(['FOLLOW bn_cleo', 'FOLLOW bn_ben']);
  expect((await notificationsOf(ben)).list).toEqual(['FOLLOW bn_ama']);
  const circle = await server.gql(
    CREATE_CIRCLE,
    { input: { name: 'Ama private circle', isPrivate: true } },
    { token: ama.accessToken },
  );
  expect(circle.errors).toBeUndefined();

  await block(server, ama, ben);
  expect(await notificationsOf(ama)).toEqual({ unread: 1, list: ['FOLLOW bn_cleo'] });
  expect(await notificationsOf(ben)).toEqual({ unread: 0, list: [] });

  // While blocked, Ben asks to join Ama's private circle: its notification is written, and hidden from Ama.
  const joined = await server.gql(JOIN_CIRCLE, { id: circle.data!.createCircle.id }, { token: ben.accessToken });
  expect(joined.errors).toBeUndefined();
  expect(await notificationsOf(ama)).toEqual({ unread: 1, list: ['FOLLOW bn_cleo'] });

  // The unblock brings back neither the follow from before the block nor the request made during it.
  await unblock(server, ama, ben);
  expect(await notificationsOf(ama)).toEqual({ unread: 1, list: ['FOLLOW bn_cleo'] });
  expect(await notificationsOf(ben)).toEqual({ unread: 0, list: [] });

  // Once unblocked, what they do notifies again.
  await follow(server, ben, ama);
  expect((await notificationsOf(ama)).list).toEqual(['FOLLOW bn_ben', 'FOLLOW bn_cleo']);
});

it('an unblock of someone never blocked removes nothing', async () => {
  const [dayo, efe] = await Promise.all(['bn_dayo', 'bn_efe'].map((username) => buildUser(server, { username })));
  await follow(server, efe, dayo);
  await unblock(server, dayo, efe);
  expect((await notificationsOf(dayo)).list).toEqual(['FOLLOW bn_efe']);
});
