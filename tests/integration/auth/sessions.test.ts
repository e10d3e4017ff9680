import jwt from 'jsonwebtoken';
import { buildUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ME, REFRESH, SIGN_OUT } from './auth-operations';
import { graphql } from '../../gql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

it('rotates the refresh token on every use', async () => {
  const user = await buildUser(server);
  const first = await server.gql(REFRESH, { token: user.refreshToken });
  expect(first.errors).toBeUndefined();
  const rotated = first.data!.refreshSession;
  expect(rotated.refreshToken).not.toBe(user.refreshToken);
  expect((await server.gql(ME, {}, { token: rotated.accessToken })).data!.me!.id).toBe(user.id);
  const second = await server.gql(REFRESH, { token: rotated.refreshToken });
  expect(second.data!.refreshSession.refreshToken).not.toBe(rotated.refreshToken);
});

it('revokes the whole session when an already-rotated refresh token comes back', async () => {
  const user = await buildUser(server);
  const rotated = (await server.gql(REFRESH, { token: user.refreshToken })).data!.refreshSession;
  const replay = await server.gql(REFRESH, { token: user.refreshToken });
  expect(errorCode(replay)).toBe('UNAUTHENTICATED');
  // The legitimate holder's newer tokens die with the session.
  expect(errorCode(await server.gql(REFRESH, { token: rotated.refreshToken }))).toBe('UNAUTHENTICATED');
  expect(errorCode(await server.gql(ME, {}, { token: rotated.accessToken }))).toBe('UNAUTHENTICATED');
});

it('lets only one of two simultaneous refreshes with the same token win', async () => {
  const user = await buildUser(server);
  const results = await Promise.all([1, 2].map(() => server.gql(REFRESH, { token: user.refreshToken })));
  expect(results.filter((r) => r.data?.refreshSession).length).toBeLessThanOrEqual(1);
});

it('refuses an unknown or missing refresh token', async () => {
  expect(errorCode(await server.gql(REFRESH, { token: 'kzs_made-up' }))).toBe('UNAUTHENTICATED');
  expect(errorCode(await server.gql(REFRESH, {}))).toBe('UNAUTHENTICATED');
});

it('ends the session on sign-out: its access and refresh tokens stop working at once', async () => {
  const user = await buildUser(server);
  const out = await server.gql(SIGN_OUT, {}, { token: user.accessToken });
  expect(out.data!.signOut).toBe(true);
  const me = await server.gql(ME, {}, { token: user.accessToken });
  expect(me.status).toBe(401);
  expect(errorCode(me)).toBe('UNAUTHENTICATED');
  expect(errorCode(await server.gql(REFRESH, { token: user.refreshToken }))).toBe('UNAUTHENTICATED');
});

it('requires a session to sign out', async () => {
  expect(errorCode(await server.gql(SIGN_OUT))).toBe('UNAUTHENTICATED');
});

it('keeps only hashes of refresh tokens', async () => {
  const user = await buildUser(server);
  const rows = await server.kuza.deps.db.query(`SELECT token_hash FROM refresh_tokens`);
  expect(rows.length).toBeGreaterThan(0);
  expect(JSON.stringify(rows)).not.toContain(user.refreshToken);
  expect(JSON.stringify(rows)).not.toContain(user.refreshToken.slice(4));
});

it('accepts only access tokens signed with the pinned algorithm and type', async () => {
  const user = await buildUser(server);
  const claims = jwt.decode(user.accessToken) as { sid: string; sub: string };
  const secret = server.kuza.deps.config.jwtSecret;
  const wrongType = jwt.sign({ sid: claims.sid, typ: 'refresh' }, secret, {
    subject: claims.sub,
    issuer: 'kuza',
    audience: 'kuza',
    expiresIn: 60,
  });
  const wrongAlgorithm = jwt.sign({ sid: claims.sid, typ: 'access' }, secret, {
    algorithm: 'HS512',
    subject: claims.sub,
    issuer: 'kuza',
    audience: 'kuza',
    expiresIn: 60,
  });
  const expired = jwt.sign({ sid: claims.sid, typ: 'access' }, secret, {
    subject: claims.sub,
    issuer: 'kuza',
    audience: 'kuza',
    expiresIn: -10,
  });
  for (const token of [wrongType, wrongAlgorithm, expired]) {
    expect(errorCode(await server.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
  }
  const decoded = jwt.decode(user.accessToken, { complete: true });
  expect(decoded?.header.alg).toBe('HS256');
  expect((decoded?.payload as { exp: number; iat: number }).exp - (decoded?.payload as { iat: number }).iat).toBe(
    15 * 60,
  );
});

// The session is checked while Apollo prepares the operation (server/src/graphql/context-factory.ts).
it('writes nothing for a signed-out session, and answers a broken document with a bad token without failing', async () => {
  const user = await buildUser(server);
  await server.gql(SIGN_OUT, {}, { token: user.accessToken });
  const post = await server.gql(
    graphql(`
      mutation SessionsCreatePost {
        createPost(input: { content: "after sign-out #late" }) {
          id
        }
      }
    `),
    {},
    { token: user.accessToken },
  );
  expect(post.status).toBe(401);
  expect(errorCode(post)).toBe('UNAUTHENTICATED');
  expect(await server.kuza.deps.db.query(`SELECT 1 FROM posts WHERE content = 'after sign-out #late'`)).toHaveLength(0);

  // Malformed on purpose: sent as text.
  const broken = await server.gqlRaw(`{ me { id `, {}, { token: user.accessToken });
  expect(broken.status).toBe(400);
  expect(errorCode(broken)).toBe('GRAPHQL_PARSE_FAILED');
  const signedIn = await buildUser(server);
  expect((await server.gql(ME, {}, { token: signedIn.accessToken })).data!.me!.id).toBe(signedIn.id);
});
