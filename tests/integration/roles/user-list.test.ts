import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

// Jest 30 does not apply the project's testTimeout; starting servers on a busy machine can take more than 5 s.
jest.setTimeout(30_000);

let server: TestServer;
let viewer: TestUser;
const NAMES = ['Banana_Bay', 'anabel', 'joAna', 'kwame', 'zanele', 'plainname', 'ama_k'];

beforeAll(async () => {
  server = await startTestServer();
  viewer = await buildUser(server, { username: 'viewer_1' });
  for (const username of NAMES) await buildUser(server, { username, bio: `Bio of ${username}` });
});
afterAll(() => server.stop());

const PROFILES = graphql(`
  query UserList($search: String, $first: Int, $after: String) {
    profiles(search: $search, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          username
          bio
          avatarUrl
          createdAt
          roles
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type Page = {
  edges: Array<{ cursor: string; node: { username: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function page(variables: Record<string, unknown>): Promise<Page> {
  const response = await server.gql(PROFILES, variables, { token: viewer.accessToken });
  expect(response.errors).toBeUndefined();
  return response.data!.profiles;
}

const names = (p: Page) => p.edges.map((e) => e.node.username);

it('lists everyone newest first, page by page, without gaps or repeats', async () => {
  const seen: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const current: Page = await page({ first: 3, after });
    expect(current.edges.length).toBeLessThanOrEqual(3);
    seen.push(...names(current));
    after = current.pageInfo.hasNextPage ? current.pageInfo.endCursor : null;
    pages++;
  } while (after);
  expect(pages).toBe(3);
  expect(seen).toEqual([...NAMES].reverse().concat('viewer_1'));
});

it('uses 50 as the default page size and carries the fields the user list shows', async () => {
  const all = await page({});
  expect(all.edges).toHaveLength(8);
  expect(all.pageInfo).toEqual({ hasNextPage: false, endCursor: all.edges[7].cursor });
  expect(all.edges[0].node).toMatchObject({ username: 'ama_k', bio: 'Bio of ama_k', avatarUrl: null, roles: ['USER'] });
});

it('searches usernames by any part, case-insensitively', async () => {
  expect(names(await page({ search: 'ANA' })).sort()).toEqual(['Banana_Bay', 'anabel', 'joAna']);
  expect(names(await page({ search: 'kwa' }))).toEqual(['kwame']);
  expect(names(await page({ search: '  bAnAnA ' }))).toEqual(['Banana_Bay']);
  expect(names(await page({ search: 'nobody-like-this' }))).toEqual([]);
});

it('takes % and _ in a search literally', async () => {
  expect(names(await page({ search: '_' })).sort()).toEqual(['Banana_Bay', 'ama_k', 'viewer_1']);
  expect(names(await page({ search: '%' }))).toEqual([]);
});

it('pages through search results too', async () => {
  const first = await page({ search: 'an', first: 2 });
  expect(first.pageInfo.hasNextPage).toBe(true);
  const second = await page({ search: 'an', first: 2, after: first.pageInfo.endCursor });
  expect([...names(first), ...names(second)].sort()).toEqual(['Banana_Bay', 'anabel', 'joAna', 'zanele']);
  expect(second.pageInfo.hasNextPage).toBe(false);
});

it('refuses page sizes outside 1..100 and cursors it did not make', async () => {
  const tooMany = await server.gql(PROFILES, { first: 101 }, { token: viewer.accessToken });
  expect(tooMany.status).toBe(400);
  expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
  const none = await server.gql(PROFILES, { first: 0 }, { token: viewer.accessToken });
  expect(none.errors?.[0]).toMatchObject({
    message: 'first must be between 1 and 100.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const forged = await server.gql(PROFILES, { after: 'bm90IGEgY3Vyc29y' }, { token: viewer.accessToken });
  expect(forged.errors?.[0]).toMatchObject({
    message: 'Invalid cursor',
    extensions: { code: 'BAD_USER_INPUT', field: 'after' },
  });
  expect(errorCode(await server.gql(PROFILES, { first: 5 }))).toBe('UNAUTHENTICATED');
});

it('has an index for username search', async () => {
  const [plan] = await server.kuza.deps.db.transaction(async (tx) => {
    await tx.query(`SET LOCAL enable_seqscan = off`);
    return tx.query(`EXPLAIN (FORMAT JSON) SELECT id FROM profiles WHERE lower(username) LIKE '%ana%'`);
  });
  expect(JSON.stringify(plan)).toContain('profiles_username_search_idx');
});
