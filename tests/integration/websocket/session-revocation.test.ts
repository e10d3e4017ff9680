import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { AuthService } from '../../../server/src/features/auth/auth.service';
import { sha256 } from '../../../server/src/features/auth/tokens';
import { User } from '../../../server/src/features/auth/user.entity';
import { buildApiKey, persistentSocket, wsRequest } from '../../helpers/api-keys';
import { buildUser, type TestUser } from '../../helpers/factories';
import { closeWithin, openLiveSocket, type LiveSocket } from '../../helpers/live-socket';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ME, REFRESH, RESET, SIGN_OUT } from '../auth/auth-operations';
import { graphql } from '../../gql';

// A socket's subscriptions stop when the credentials it opened with stop: its session ends, its account is
// suspended, its API key is deleted, or its user's roles change. The server closes it with 4403 and says why.
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestUser;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(() => server.stop());

async function liveSocket(credential: string): Promise<LiveSocket> {
  const socket = await openLiveSocket(server, `Bearer ${credential}`);
  sockets.push(socket);
  return socket;
}

/** Another signed-in session of the same account (another device). */
async function secondSession(user: TestUser): Promise<string> {
  const account = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ id: user.id });
  const session = await server.kuza.deps.services
    .get(AuthService)
    .startSessionFor(account, { ip: '127.0.0.1', userAgent: 'second device' });
  return session.accessToken;
}

/** The socket still answers an operation (it was not closed along with another). */
async function stillServes(socket: LiveSocket): Promise<void> {
  expect((await wsRequest(socket.client, ME)).data?.me).toBeTruthy();
  expect(socket.isOpen()).toBe(true);
}

const SUSPEND = graphql(`
  mutation SessionRevocationSuspend($id: ID!) {
    suspendUser(userId: $id) {
      id
    }
  }
`);
const REMOVE_ADMIN = graphql(`
  mutation SessionRevocationRemoveAdmin($id: ID!) {
    removeAdmin(userId: $id) {
      id
    }
  }
`);
const PROMOTE = graphql(`
  mutation SessionRevocationPromote($id: ID!) {
    promoteToAdmin(userId: $id) {
      id
    }
  }
`);
const DELETE_KEY = graphql(`
  mutation SessionRevocationDeleteKey($id: ID!) {
    deleteApiKey(id: $id)
  }
`);

it("closes a signed-out session's socket, and only that session's", async () => {
  const user = await buildUser(server);
  const otherDevice = await secondSession(user);
  const signedOut = await liveSocket(user.accessToken);
  const stays = await liveSocket(otherDevice);

  expect((await server.gql(SIGN_OUT, {}, { token: user.accessToken })).data?.signOut).toBe(true);
  expect(await closeWithin(signedOut)).toEqual({ code: 4403, reason: 'Session ended' });
  await stillServes(stays);
});

it('closes the socket of a session ended because its refresh token was used twice', async () => {
  const user = await buildUser(server);
  const socket = await liveSocket(user.accessToken);
  expect((await server.gql(REFRESH, { token: user.refreshToken })).errors).toBeUndefined();
  // The same refresh token again: someone else may hold it, so the whole session ends.
  expect((await server.gql(REFRESH, { token: user.refreshToken })).errors?.[0]?.extensions?.code).toBe(
    'UNAUTHENTICATED',
  );
  expect(await closeWithin(socket)).toEqual({ code: 4403, reason: 'Session ended' });
});

it("closes every earlier session's socket when the password is reset", async () => {
  const user = await buildUser(server);
  const first = await liveSocket(user.accessToken);
  const second = await liveSocket(await secondSession(user));
  // A reset link as the e-mail carries it (the reset flow itself is tested in auth/password-reset).
  await server.kuza.deps.db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [sha256('kzr_socket_reset'), user.id],
  );
  const reset = await server.gql(RESET, { token: 'kzr_socket_reset', password: 'a-new-password-123' });
  expect(reset.errors).toBeUndefined();
  expect(await closeWithin(first)).toEqual({ code: 4403, reason: 'Session ended' });
  expect(await closeWithin(second)).toEqual({ code: 4403, reason: 'Session ended' });
  // The session the reset started works on a new socket.
  await stillServes(await liveSocket(reset.data!.resetPassword.accessToken));
});

it("closes a suspended account's sockets, its API keys' included, and refuses its key's new sockets", async () => {
  // Admins cannot be suspended: a former admin keeps the key it generated while it was one.
  const owner = await buildUser(server, { roles: ['ADMIN'] });
  const key = await buildApiKey(server, owner.accessToken);
  expect((await server.gql(REMOVE_ADMIN, { id: owner.id }, { token: admin.accessToken })).errors).toBeUndefined();
  const session = await liveSocket(owner.accessToken);
  const keySocket = await liveSocket(key.secret);
  const bystander = await liveSocket((await buildUser(server)).accessToken);

  expect((await server.gql(SUSPEND, { id: owner.id }, { token: admin.accessToken })).errors).toBeUndefined();
  expect(await closeWithin(session)).toEqual({ code: 4403, reason: 'Account access revoked' });
  expect(await closeWithin(keySocket)).toEqual({ code: 4403, reason: 'Account access revoked' });
  await stillServes(bystander);

  // connection_init with the suspended owner's key is refused as on HTTP (403 there, 4403 here).
  const refused = await new Promise<number>((resolve) => {
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${key.secret}` },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: { closed: (event) => resolve((event as { code: number }).code) },
    });
    void client;
  });
  expect(refused).toBe(4403);
});

it('closes the sockets of a deleted API key', async () => {
  const key = await buildApiKey(server, admin.accessToken);
  const other = await buildApiKey(server, admin.accessToken);
  const doomed = await liveSocket(key.secret);
  const kept = await liveSocket(other.secret);

  expect((await server.gql(DELETE_KEY, { id: key.id }, { token: admin.accessToken })).data?.deleteApiKey).toBe(true);
  expect(await closeWithin(doomed)).toEqual({ code: 4403, reason: 'API key revoked' });
  await stillServes(kept);
  // A new socket with the deleted key is refused at once.
  await expect(wsRequest(persistentSocket(server, key.secret), ME)).rejects.toThrow('WebSocket closed: 4403');
});

it("closes a user's sockets when their roles change, and the reconnected socket has the new roles", async () => {
  const user = await buildUser(server);
  const before = await liveSocket(user.accessToken);
  expect((await server.gql(PROMOTE, { id: user.id }, { token: admin.accessToken })).errors).toBeUndefined();
  expect(await closeWithin(before)).toEqual({ code: 4403, reason: 'Roles changed: reconnect' });

  const promoted = await liveSocket(user.accessToken);
  expect((await wsRequest(promoted.client, ME)).data?.me?.roles).toEqual(['ADMIN', 'USER']);
  expect((await server.gql(REMOVE_ADMIN, { id: user.id }, { token: admin.accessToken })).errors).toBeUndefined();
  expect(await closeWithin(promoted)).toEqual({ code: 4403, reason: 'Roles changed: reconnect' });

  // Granting a role the user already has changes nothing: no socket closes.
  const admin2 = await buildUser(server, { roles: ['ADMIN'] });
  const unchanged = await liveSocket(admin2.accessToken);
  expect((await server.gql(PROMOTE, { id: admin2.id }, { token: admin.accessToken })).errors).toBeUndefined();
  await stillServes(unchanged);
});
