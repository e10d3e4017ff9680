// Hot queries run compiled (server/src/graphql/compiled-execution.ts). With GRAPHQL_COMPILE_AFTER=1 a document's
// first request runs through graphql-js and the next ones compiled, so each pair below compares the two answers.
import { graphql } from '../../gql';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import type { GraphQLResponse } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let amara: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_COMPILE_AFTER: '1' });
  amara = await buildUser(server, { username: 'amara_compiled', isVerified: true });
  kofi = await buildUser(server);
  await buildPost(server, amara, 'Stories from Accra #folklore #ghana');
  await buildPost(server, amara, 'A new episode #podcast');
});
afterAll(() => server.stop());

const CREATOR_PAGE = graphql(`
  query CompiledCreatorPage($username: String!, $first: Int!) {
    profile(username: $username) {
      id
      username
      isVerified
      followersCount
      viewerIsFollowing
    }
    posts(authorUsername: $username, first: $first) {
      edges {
        cursor
        node {
          id
          content
          createdAt
          likesCount
          viewerHasLiked
          author {
            username
            isVerified
          }
          hashtags {
            tag
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

const FEED = graphql(`
  query CompiledFeed {
    feed(mode: FOR_YOU, energy: 0, first: 5) {
      edges {
        node {
          id
          explanation {
            factors {
              name
              weight
            }
          }
        }
      }
    }
  }
`);

/** What a client sees of an answer: its status, data and errors. */
const seen = <T>(res: GraphQLResponse<T>) => ({ status: res.status, data: res.data, errors: res.errors });

/** The same request twice: the first answer is graphql-js's, the second the compiled code's. */
async function twice<T>(send: () => Promise<GraphQLResponse<T>>) {
  const before = server.kuza.compiledQueries();
  const interpreted = seen(await send());
  const compiled = seen(await send());
  return { interpreted, compiled, newlyCompiled: server.kuza.compiledQueries() - before };
}

it('answers a hot query compiled exactly as graphql-js did, signed in and anonymous', async () => {
  const signedIn = await twice(() =>
    server.gql(CREATOR_PAGE, { username: amara.username, first: 1 }, { token: kofi.accessToken }),
  );
  expect(signedIn.newlyCompiled).toBe(1);
  expect(signedIn.compiled).toEqual(signedIn.interpreted);
  expect(signedIn.compiled.data?.posts.edges).toHaveLength(1);
  expect(signedIn.compiled.data?.posts.edges[0].node.hashtags.map((h) => h.tag)).toEqual(['podcast']);
  expect(signedIn.compiled.data?.posts.pageInfo.hasNextPage).toBe(true);

  // The document is compiled once: an anonymous caller's request runs the same code with its own context.
  const anonymous = seen(await server.gql(CREATOR_PAGE, { username: amara.username, first: 2 }));
  expect(server.kuza.compiledQueries()).toBe(1);
  expect(anonymous.data?.profile?.viewerIsFollowing).toBe(false);
  expect(anonymous.data?.posts.edges.map((e) => e.node.content)).toEqual([
    'A new episode #podcast',
    'Stories from Accra #folklore #ghana',
  ]);
});

// Scores and summaries move with the clock between two requests: the order and the factors do not.
it("explains a feed's posts compiled as it did before", async () => {
  const feed = await twice(() => server.gql(FEED, {}, { token: kofi.accessToken }));
  expect(feed.compiled).toEqual(feed.interpreted);
  expect(feed.compiled.data?.feed.edges[0].node.explanation?.factors.map((f) => f.name)).toEqual([
    'recency',
    'engagement',
    'affinity',
    'discovery',
  ]);
});

it('refuses in the same words, codes and statuses compiled', async () => {
  // Signed out: the feed needs an account.
  const signedOutFeed = graphql(`
    query CompiledSignedOutFeed {
      feed(first: 1) {
        edges {
          cursor
        }
      }
    }
  `);
  const refused = await twice(() => server.gql(signedOutFeed));
  expect(refused.compiled).toEqual(refused.interpreted);
  expect(refused.compiled.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

  // A variable of the wrong type: graphql-js's words, HTTP 400, BAD_USER_INPUT.
  const badVariable = await twice(() =>
    server.gqlRaw(`query CompiledBadVariable($n: Int!) { posts(first: $n) { edges { cursor } } }`, { n: 'ten' }),
  );
  expect(badVariable.compiled).toEqual(badVariable.interpreted);
  expect(badVariable.compiled.status).toBe(400);
  expect(badVariable.compiled.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

  // Two operations and no name to pick one: graphql-js's refusal, whichever path would have run it.
  const unnamed = await twice(() => server.gqlRaw(`query A { __typename } query B { __typename }`));
  expect(unnamed.compiled).toEqual(unnamed.interpreted);
  expect(unnamed.compiled.status).toBe(400);
  expect(unnamed.compiled.errors?.[0].message).toBe(
    'Must provide operation name if query contains multiple operations.',
  );

  // A name that matches no operation (the client helper sends none: a plain POST).
  const unknownName = await twice(async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query A { __typename }', operationName: 'Z' }),
    });
    const body = (await res.json()) as Omit<GraphQLResponse<unknown>, 'status' | 'headers'>;
    return { status: res.status, headers: res.headers, data: body.data, errors: body.errors };
  });
  expect(unknownName.compiled).toEqual(unknownName.interpreted);
  expect(unknownName.compiled.errors?.[0]).toMatchObject({ message: 'Unknown operation named "Z".' });
});

it('masks an unexpected failure compiled: no SQL, table or stack reaches the client', async () => {
  const query = graphql(`
    query CompiledMasked($username: String!) {
      profile(username: $username) {
        username
        bio
      }
    }
  `);
  await server.gql(query, { username: amara.username });
  await server.kuza.deps.db.query(`ALTER TABLE profiles RENAME COLUMN bio TO bio_gone`);
  let res: GraphQLResponse<unknown>;
  try {
    res = await server.gql(query, { username: kofi.username });
  } finally {
    await server.kuza.deps.db.query(`ALTER TABLE profiles RENAME COLUMN bio_gone TO bio`);
  }
  expect(res.errors).toEqual([
    {
      message: 'Internal server error',
      path: ['profile'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', messageId: 'errors.internal' },
    },
  ]);
  for (const leak of ['bio_gone', 'SELECT', 'profiles', 'stack', '.ts:'])
    expect(JSON.stringify(res)).not.toContain(leak);
});

it('leaves mutations to graphql-js', async () => {
  const like = graphql(`
    mutation CompiledLike($postId: ID!) {
      likePost(postId: $postId) {
        id
        likesCount
      }
    }
  `);
  const post = await buildPost(server, amara, 'Liked twice');
  const before = server.kuza.compiledQueries();
  for (let i = 0; i < 3; i++) await server.gql(like, { postId: post.id }, { token: kofi.accessToken });
  expect(server.kuza.compiledQueries()).toBe(before);
});
