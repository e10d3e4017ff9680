import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// A suspended account's posts are not found by id, as its public pages answer 404: a shared link stops working.
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { username: 'kuza_admin', roles: ['ADMIN'] });
});
afterAll(() => server.stop());

const POST = graphql(`
  query SuspendedAuthorPost($id: ID!) {
    post(id: $id) {
      id
      content
    }
  }
`);
const SUSPEND = graphql(`
  mutation SuspendedAuthorSuspend($id: ID!) {
    suspendUser(userId: $id, reason: "spam") {
      id
    }
  }
`);
const REACTIVATE = graphql(`
  mutation SuspendedAuthorReactivate($id: ID!) {
    reactivateUser(userId: $id) {
      id
    }
  }
`);

it("hides a post by id while its author is suspended, and shows it again once they're back", async () => {
  const author = await buildUser(server, { username: 'suspended_amara' });
  const reader = await buildUser(server, { username: 'reader_kofi' });
  const post = await buildPost(server, author, 'Hadithi ya leo #hadithi');
  const read = () => server.gql(POST, { id: post.id }, { token: reader.accessToken });

  expect((await read()).data?.post?.content).toBe('Hadithi ya leo #hadithi');
  expect((await server.gql(SUSPEND, { id: author.id }, { token: admin.accessToken })).errors).toBeUndefined();
  expect((await read()).data).toEqual({ post: null });
  expect((await server.gql(REACTIVATE, { id: author.id }, { token: admin.accessToken })).errors).toBeUndefined();
  expect((await read()).data?.post?.id).toBe(post.id);
});
