import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

let server: TestServer;
let author: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  author = await buildUser(server, { username: 'nia_writes' });
});
afterAll(() => server.stop());

const BOOKMARK = graphql(`
  mutation BookmarksSave($id: ID!) {
    bookmark(postId: $id) {
      id
      viewerHasBookmarked
    }
  }
`);
const UNBOOKMARK = graphql(`
  mutation BookmarksUnsave($id: ID!) {
    unbookmark(postId: $id) {
      id
      viewerHasBookmarked
    }
  }
`);
const SAVED = graphql(`
  query BookmarksSaved($first: Int, $after: String) {
    bookmarks(first: $first, after: $after) {
      edges {
        node {
          id
          viewerHasBookmarked
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const POST = graphql(`
  query BookmarksPost($id: ID!) {
    post(id: $id) {
      viewerHasBookmarked
    }
  }
`);

const saved = (user: TestUser, first: number, after: string | null) =>
  server.gql(SAVED, { first, after }, { token: user.accessToken });

async function savedIds(user: TestUser, first = 20): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Awaited<ReturnType<typeof saved>> = await saved(user, first, after);
    expect(page.errors).toBeUndefined();
    ids.push(...page.data!.bookmarks.edges.map((e) => e.node.id));
    if (!page.data!.bookmarks.pageInfo.hasNextPage) return ids;
    after = page.data!.bookmarks.pageInfo.endCursor;
  }
}

it('saves posts privately, lists them newest saved first in keyset pages, and unsaves', async () => {
  const reader = await buildUser(server);
  const other = await buildUser(server);
  const posts = [];
  for (let i = 0; i < 5; i++) posts.push(await buildPost(server, author, `Chapter ${i} #stories`));
  // Saved in a different order from the one they were posted in.
  const order = [posts[3], posts[0], posts[4], posts[1]];
  for (const post of order) {
    const saved = await server.gql(BOOKMARK, { id: post.id }, { token: reader.accessToken });
    expect(saved.data!.bookmark.viewerHasBookmarked).toBe(true);
  }
  // A second save changes nothing (not even its place).
  await server.gql(BOOKMARK, { id: posts[3].id }, { token: reader.accessToken });
  const newestFirst = [...order].reverse().map((p) => p.id);
  expect(await savedIds(reader, 3)).toEqual(newestFirst);
  expect(await savedIds(reader, 1)).toEqual(newestFirst);

  // Private: someone else sees neither the list nor the flag.
  expect(await savedIds(other)).toEqual([]);
  expect(
    (await server.gql(POST, { id: posts[3].id }, { token: other.accessToken })).data!.post!.viewerHasBookmarked,
  ).toBe(false);
  expect((await server.gql(POST, { id: posts[3].id })).data!.post!.viewerHasBookmarked).toBe(false);
  const anonymous = await server.gql(SAVED, {});
  expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

  const unsaved = await server.gql(UNBOOKMARK, { id: posts[4].id }, { token: reader.accessToken });
  expect(unsaved.data!.unbookmark.viewerHasBookmarked).toBe(false);
  expect(await savedIds(reader)).toEqual([posts[1].id, posts[0].id, posts[3].id]);
});

it('drops a deleted post from the saved list', async () => {
  const reader = await buildUser(server);
  const post = await buildPost(server, author, 'Going soon #stories');
  await server.gql(BOOKMARK, { id: post.id }, { token: reader.accessToken });
  await server.gql(
    graphql(`
      mutation BookmarksDeletePost($id: ID!) {
        deletePost(id: $id)
      }
    `),
    { id: post.id },
    { token: author.accessToken },
  );
  expect(await savedIds(reader)).toEqual([]);
});

it('cannot save a post that does not exist or that a block hides, and hides saved posts after a block', async () => {
  const reader = await buildUser(server);
  const missing = await server.gql(
    BOOKMARK,
    { id: '00000000-0000-4000-8000-000000000000' },
    { token: reader.accessToken },
  );
  expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
  const blocker = await buildUser(server);
  const post = await buildPost(server, blocker, 'Mine #stories');
  await server.gql(BOOKMARK, { id: post.id }, { token: reader.accessToken });
  await server.kuza.deps.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
    blocker.id,
    reader.id,
  ]);
  expect(await savedIds(reader)).toEqual([]);
  const again = await server.gql(BOOKMARK, { id: post.id }, { token: reader.accessToken });
  expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
});
