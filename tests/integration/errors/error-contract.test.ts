import { print } from 'graphql';
import { CONTENT_MESSAGES, LIMITS, MESSAGES, VALIDATION_MESSAGES, messageText } from '@kuza/common';
import { graphql } from '../../gql';
import { buildUser } from '../../helpers/factories';
import type { GraphQLResponse } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The error contract (README, API section): every error a client is meant to show carries extensions.code and a
// stable extensions.messageId from common/'s table, with extensions.field for input errors and extensions.params for
// the values its message names; `message` stays the English text API consumers read.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const ANONYMOUS_POST = graphql(`
  mutation ErrorContractAnonymousPost {
    createPost(input: { content: "Hi" }) {
      id
    }
  }
`);

const firstError = (response: GraphQLResponse<unknown>) => response.errors?.[0];

it('a refused input names its field and its message id', async () => {
  const res = await server.gql(
    graphql(`
      mutation ErrorContractShortUsername {
        signUp(input: { username: "ab", email: "ab@example.com", password: "secret1" }) {
          accessToken
        }
      }
    `),
  );
  expect(firstError(res)).toEqual({
    message: VALIDATION_MESSAGES.usernameTooShort,
    path: ['signUp'],
    locations: expect.any(Array),
    extensions: { code: 'BAD_USER_INPUT', messageId: 'validation.usernameTooShort', field: 'username' },
  });
});

it('a message with values sends them as named parameters', async () => {
  const author = await buildUser(server);
  const post = await server.gql(
    graphql(`
      mutation ErrorContractCreatePost {
        createPost(input: { content: "Hello #kuza" }) {
          id
        }
      }
    `),
    {},
    { token: author.accessToken },
  );
  const id = post.data!.createPost.id;
  const res = await server.gql(
    graphql(`
      mutation ErrorContractAddComment($id: ID!, $c: String!) {
        addComment(postId: $id, content: $c) {
          id
        }
      }
    `),
    { id, c: 'x'.repeat(LIMITS.commentMaxLength + 1) },
    { token: author.accessToken },
  );
  expect(firstError(res)).toMatchObject({
    message: CONTENT_MESSAGES.commentTooLong,
    extensions: {
      code: 'BAD_USER_INPUT',
      messageId: 'content.commentTooLong',
      field: 'content',
      params: { commentMax: LIMITS.commentMaxLength },
    },
  });
  expect(MESSAGES['content.commentTooLong']).toContain('{{commentMax}}');
  // A value known only when the error happens: the username a split could not find.
  const split = await server.gql(
    graphql(`
      mutation ErrorContractSplit {
        createEarningsSplit(
          input: { projectName: "EP", collaborators: [{ username: "@nobody_here", percentage: 10 }] }
        ) {
          id
        }
      }
    `),
    {},
    { token: author.accessToken },
  );
  expect(firstError(split)).toMatchObject({
    extensions: {
      code: 'BAD_USER_INPUT',
      messageId: 'split.unknownCollaborator',
      field: 'collaborators.0.username',
      params: { username: 'nobody_here' },
    },
  });
});

it('not authenticated, forbidden and not found carry their ids', async () => {
  const anonymous = await server.gql(ANONYMOUS_POST);
  expect(firstError(anonymous)).toMatchObject({
    message: 'Not authenticated',
    extensions: { code: 'UNAUTHENTICATED', messageId: 'errors.unauthenticated' },
  });
  const member = await buildUser(server);
  const forbidden = await server.gql(
    graphql(`
      query ErrorContractUserRoles {
        userRoles {
          role
        }
      }
    `),
    {},
    { token: member.accessToken },
  );
  expect(firstError(forbidden)).toMatchObject({
    message: messageText('errors.forbidden'),
    extensions: { code: 'FORBIDDEN', messageId: 'errors.forbidden' },
  });
  const missing = await server.gql(
    graphql(`
      mutation ErrorContractDeleteMissing {
        deletePost(id: "00000000-0000-4000-8000-000000000000")
      }
    `),
    {},
    { token: member.accessToken },
  );
  expect(firstError(missing)).toMatchObject({
    message: CONTENT_MESSAGES.postNotFound,
    extensions: { code: 'NOT_FOUND', messageId: 'content.postNotFound' },
  });
  const badToken = await server.gql(
    graphql(`
      query ErrorContractTrending {
        trendingHashtags {
          tag
        }
      }
    `),
    {},
    { token: 'not.a.token' },
  );
  expect(firstError(badToken)).toMatchObject({
    extensions: { code: 'UNAUTHENTICATED', messageId: 'session.sessionExpired' },
  });
});

it('a rate limit carries its id and retry time', async () => {
  const signIn = () =>
    server.gql(
      graphql(`
        mutation ErrorContractWrongPassword {
          signIn(input: { email: "someone@example.com", password: "wrong-password" }) {
            accessToken
          }
        }
      `),
    );
  const results = await Promise.all(Array.from({ length: 40 }, signIn));
  const limited = results.find((result) => result.status === 429);
  expect(firstError(limited!)).toMatchObject({
    message: messageText('errors.rateLimited'),
    extensions: { code: 'RATE_LIMITED', messageId: 'errors.rateLimited', retryAfter: expect.any(Number) },
  });
  const refused = results.find((result) => result.status === 200);
  expect(firstError(refused!)).toMatchObject({
    extensions: { code: 'UNAUTHENTICATED', messageId: 'validation.invalidCredentials' },
  });
});

it('a masked internal error keeps its code and gets an id', async () => {
  await server.gql(
    graphql(`
      mutation ErrorContractSignUp {
        signUp(input: { username: "contract", email: "contract@example.com", password: "secret1" }) {
          accessToken
        }
      }
    `),
  );
  await server.kuza.deps.db.query(`ALTER TABLE profiles RENAME COLUMN bio TO bio_gone`);
  try {
    const res = await server.gql(
      graphql(`
        query ErrorContractProfile {
          profile(username: "contract") {
            username
            bio
          }
        }
      `),
    );
    expect(firstError(res)).toEqual({
      message: 'Internal server error',
      path: ['profile'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', messageId: 'errors.internal' },
    });
  } finally {
    await server.kuza.deps.db.query(`ALTER TABLE profiles RENAME COLUMN bio_gone TO bio`);
  }
});

it('a request that does not fit the schema carries a generic id', async () => {
  // Deliberately not in the schema, so it stays text.
  const res = await server.gqlRaw(`{ profile(username: "x") { password } }`);
  expect(firstError(res)?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', messageId: 'errors.badRequest' });
});

it('an upload request graphql-upload cannot read is answered in JSON with its id', async () => {
  const form = new FormData();
  form.append('operations', '{ not json');
  form.append('map', '{}');
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
  expect(body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', messageId: 'errors.badMultipart' });
  expect(body.errors[0].message).toMatch(/operations/i);
});

it('over WebSocket, an operation refused by a service carries the same contract', async () => {
  const client = server.ws();
  try {
    const result = await new Promise<{
      errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
    }>((resolve, reject) => {
      client.subscribe({ query: print(ANONYMOUS_POST) }, { next: resolve, error: reject, complete: () => undefined });
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Not authenticated',
      extensions: { code: 'UNAUTHENTICATED', messageId: 'errors.unauthenticated' },
    });
  } finally {
    await client.dispose();
  }
});
