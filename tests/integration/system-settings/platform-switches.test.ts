import { PLATFORM_MESSAGES } from '@kuza/common';
import type { Client } from 'graphql-ws';
import { SWITCHES_TTL_MS } from '../../../server/src/features/system-settings/system-settings.service';
import { buildApiKey, type WsOutcome } from '../../helpers/api-keys';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode, type GraphQLError } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { REFRESH, SIGN_IN, SIGN_OUT, SIGN_UP } from '../auth/auth-operations';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../../gql';

// System Settings switches that apply at once: Allow new signups, Maintenance mode, Public profiles (spec §2.3).

jest.setTimeout(30_000);

let server: TestServer;
let admin: TestUser;
beforeEach(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
});
afterEach(() => server.stop());

const UPDATE = graphql(`
  mutation Save($input: UpdateSystemSettingsInput!) {
    updateSystemSettings(input: $input) {
      maintenanceMode
      allowNewSignups
      publicProfiles
    }
  }
`);
graphql(`
  fragment PlatformSwitchesSneakedPost on Mutation {
    createPost(input: $post) {
      id
    }
  }
`);
const CREATE_POST = graphql(`
  mutation PlatformSwitchesCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);
const PROFILE = graphql(`
  query Profile($username: String!) {
    profile(username: $username) {
      id
      username
    }
  }
`);
const PROFILE_POSTS = graphql(`
  query ProfilePosts($username: String) {
    posts(authorUsername: $username, first: 10) {
      edges {
        node {
          id
          author {
            username
          }
        }
      }
    }
  }
`);

async function save(input: Record<string, boolean>): Promise<void> {
  const response = await server.gql(UPDATE, { input }, { token: admin.accessToken });
  expect(response.errors).toBeUndefined();
}

const signUpInput = (username: string) => ({
  input: { username, email: `${username}@example.com`, password: 'password123' },
});

async function countUsers(email: string): Promise<number> {
  const [row] = await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email]);
  return row.n;
}

/** One operation over the socket: its result, or the errors it was refused with. */
function overSocket<T, V>(client: Client, query: TypedDocumentNode<T, V>, variables?: V): Promise<WsOutcome<T>> {
  return new Promise((resolve, reject) => {
    let result: WsOutcome<T> = {};
    client.subscribe(
      { query: print(query), variables: variables ?? {} },
      {
        next: (value) => (result = value as WsOutcome<T>),
        error: (error) => (Array.isArray(error) ? resolve({ errors: error as GraphQLError[] }) : reject(error)),
        complete: () => resolve(result),
      },
    );
  });
}

describe('Allow new signups', () => {
  it('refuses sign-up while off (nothing written), keeps sign-in working, and takes sign-ups again once on', async () => {
    const existing = await buildUser(server);
    await save({ allowNewSignups: false });

    const refused = await server.gql(SIGN_UP, signUpInput('closed_door'));
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: PLATFORM_MESSAGES.signupsClosed,
        extensions: { code: 'FORBIDDEN', messageId: 'platform.signupsClosed' },
      }),
    ]);
    expect(refused.data).toBeNull();
    expect(await countUsers('closed_door@example.com')).toBe(0);
    const [profiles] = await server.kuza.deps.db.query(
      `SELECT count(*)::int AS n FROM profiles WHERE username = 'closed_door'`,
    );
    expect(profiles.n).toBe(0);

    const signedIn = await server.gql(SIGN_IN, { input: { email: existing.email, password: existing.password } });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.signIn.user.username).toBe(existing.username);

    await save({ allowNewSignups: true });
    const opened = await server.gql(SIGN_UP, signUpInput('closed_door'));
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.signUp.user.username).toBe('closed_door');
    expect(await countUsers('closed_door@example.com')).toBe(1);
  });
});

describe('Maintenance mode', () => {
  it("refuses a user's mutations but not their reads, their sign-in, or an admin's mutations", async () => {
    const user = await buildUser(server);
    await buildPost(server, user, 'Before the maintenance #kuza');
    await save({ maintenanceMode: true });

    const refused = await server.gql(
      CREATE_POST,
      { input: { content: 'During maintenance' } },
      { token: user.accessToken },
    );
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: PLATFORM_MESSAGES.underMaintenance,
        extensions: { code: 'SERVICE_UNAVAILABLE', messageId: 'platform.underMaintenance' },
      }),
    ]);
    const [posts] = await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM posts WHERE user_id = $1`, [
      user.id,
    ]);
    expect(posts.n).toBe(1);
    // Anonymous callers too, and sign-up is not a way in; nor is a sign-in sent together with another mutation.
    expect(errorCode(await server.gql(SIGN_UP, signUpInput('in_maintenance')))).toBe('SERVICE_UNAVAILABLE');
    const mixed = await server.gql(
      graphql(`
        mutation PlatformSwitchesSignInWithPost($input: SignInInput!, $post: CreatePostInput!) {
          signIn(input: $input) {
            accessToken
          }
          ...PlatformSwitchesSneakedPost
        }
      `),
      { input: { email: user.email, password: user.password }, post: { content: 'Sneaked in' } },
    );
    expect(errorCode(mixed)).toBe('SERVICE_UNAVAILABLE');

    // Reads keep working.
    const read = await server.gql(PROFILE_POSTS, { username: user.username }, { token: user.accessToken });
    expect(read.errors).toBeUndefined();
    expect(read.data!.posts.edges).toHaveLength(1);

    // Getting in and out keeps working.
    const signedIn = await server.gql(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(signedIn.errors).toBeUndefined();
    const refreshed = await server.gql(REFRESH, { token: signedIn.data!.signIn.refreshToken });
    expect(refreshed.errors).toBeUndefined();
    expect((await server.gql(SIGN_OUT, {}, { token: refreshed.data!.refreshSession.accessToken })).data).toEqual({
      signOut: true,
    });

    // Admins keep full access, with their API keys too, and turn it off again.
    const adminPost = await server.gql(
      CREATE_POST,
      { input: { content: 'Admin at work' } },
      { token: admin.accessToken },
    );
    expect(adminPost.errors).toBeUndefined();
    const key = await buildApiKey(server, admin.accessToken);
    expect(
      (await server.gql(CREATE_POST, { input: { content: 'By key' } }, { token: key.secret })).errors,
    ).toBeUndefined();

    await save({ maintenanceMode: false });
    const after = await server.gql(
      CREATE_POST,
      { input: { content: 'After maintenance' } },
      { token: user.accessToken },
    );
    expect(after.errors).toBeUndefined();
  });

  it('refuses a user’s mutations over the WebSocket too, while queries and admins go through', async () => {
    const user = await buildUser(server);
    await save({ maintenanceMode: true });
    const userSocket = server.ws(user.accessToken);
    const adminSocket = server.ws(admin.accessToken);
    try {
      const refused = await overSocket(userSocket, CREATE_POST, { input: { content: 'Over the socket' } });
      expect(refused.errors).toEqual([
        expect.objectContaining({
          message: PLATFORM_MESSAGES.underMaintenance,
          extensions: { code: 'SERVICE_UNAVAILABLE', messageId: 'platform.underMaintenance' },
        }),
      ]);
      expect(
        await overSocket(
          userSocket,
          graphql(`
            query PlatformSwitchesMe {
              me {
                username
              }
            }
          `),
        ),
      ).toEqual({ data: { me: { username: user.username } } });
      const adminPost = await overSocket(adminSocket, CREATE_POST, { input: { content: 'Admin over the socket' } });
      expect(adminPost.errors).toBeUndefined();
    } finally {
      await userSocket.dispose();
      await adminSocket.dispose();
    }
  });
});

describe('Public profiles', () => {
  it('asks anonymous callers to sign in for a profile and its posts while off; signed-in callers and keys see them', async () => {
    const amara = await buildUser(server, { username: 'amara' });
    const post = await buildPost(server, amara, 'A story #folklore');
    const reader = await buildUser(server);
    await save({ publicProfiles: false });

    for (const response of [
      await server.gql(PROFILE, { username: 'amara' }),
      await server.gql(PROFILE_POSTS, { username: 'amara' }),
    ]) {
      expect(response.errors).toEqual([
        expect.objectContaining({
          message: PLATFORM_MESSAGES.profilesNeedSignIn,
          extensions: { code: 'UNAUTHENTICATED', messageId: 'platform.profilesNeedSignIn' },
        }),
      ]);
    }
    // The same answer for a username that does not exist (no way to tell who has an account).
    expect(errorCode(await server.gql(PROFILE, { username: 'nobody_here' }))).toBe('UNAUTHENTICATED');

    const signedIn = await server.gql(PROFILE, { username: 'amara' }, { token: reader.accessToken });
    expect(signedIn.data!.profile).toEqual({ id: amara.id, username: 'amara' });
    const theirPosts = await server.gql(PROFILE_POSTS, { username: 'amara' }, { token: reader.accessToken });
    expect(theirPosts.data!.posts.edges.map((edge) => edge.node.id)).toEqual([post.id]);
    const key = await buildApiKey(server, admin.accessToken);
    expect((await server.gql(PROFILE, { username: 'amara' }, { token: key.secret })).data!.profile!.username).toBe(
      'amara',
    );

    // Posts elsewhere still show their author to everyone.
    const everyone = await server.gql(PROFILE_POSTS, { username: null });
    expect(everyone.errors).toBeUndefined();
    expect(everyone.data!.posts.edges[0].node).toEqual({ id: post.id, author: { username: 'amara' } });

    await save({ publicProfiles: true });
    expect((await server.gql(PROFILE, { username: 'amara' })).data!.profile!.username).toBe('amara');
  });
});

describe('Reading the switches', () => {
  it("follows this process's save on the very next request, and another process's within the time it keeps them", async () => {
    await buildUser(server, { username: 'kofi' });
    const anonymousProfile = () => server.gql(PROFILE, { username: 'kofi' });
    // The switches are read (and kept) before the save…
    expect((await anonymousProfile()).data!.profile!.username).toBe('kofi');
    await save({ publicProfiles: false });
    // …and the save drops them: the next request follows it.
    expect(errorCode(await anonymousProfile())).toBe('UNAUTHENTICATED');
    await save({ publicProfiles: true });
    expect((await anonymousProfile()).data!.profile!.username).toBe('kofi');

    // A save by another process (here: straight in the row) is not read on every request, but within a second.
    await server.kuza.deps.db.query(`UPDATE system_settings SET public_profiles = false WHERE id`);
    expect((await anonymousProfile()).data!.profile!.username).toBe('kofi');
    await new Promise((resolve) => setTimeout(resolve, SWITCHES_TTL_MS + 100));
    expect(errorCode(await anonymousProfile())).toBe('UNAUTHENTICATED');
  });
});
