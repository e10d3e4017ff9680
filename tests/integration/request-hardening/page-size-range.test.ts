import { messageText } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

let server: TestServer;
let viewer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  viewer = await buildUser(server);
});
afterAll(() => server.stop());

const POSTS = graphql(`
  query PageSizeRangePosts($first: Int) {
    posts(first: $first) {
      edges {
        cursor
      }
    }
  }
`);
const FOLLOWERS = graphql(`
  query PageSizeRangeFollowers($username: String!, $first: Int) {
    profile(username: $username) {
      followers(first: $first) {
        edges {
          cursor
        }
      }
    }
  }
`);

const REFUSAL = {
  message: messageText('content.listSizeRange', { argument: 'first' }),
  extensions: { code: 'BAD_USER_INPUT', field: 'first', messageId: 'content.listSizeRange' },
};

// `first` is 1 to 100 on every connection: below the range is refused exactly as above it, before anything runs.
describe.each([0, -1, 101])('first: %i', (first) => {
  it('is refused with 400 BAD_USER_INPUT on a top-level connection', async () => {
    const answer = await server.gql(POSTS, { first }, { token: viewer.accessToken });
    expect(answer.status).toBe(400);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject(REFUSAL);
  });

  it('is refused the same on a nested connection', async () => {
    const answer = await server.gql(FOLLOWERS, { username: viewer.username, first }, { token: viewer.accessToken });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject(REFUSAL);
  });
});

it('accepts 1 and 100', async () => {
  for (const first of [1, 100]) {
    const answer = await server.gql(POSTS, { first }, { token: viewer.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
  }
});
