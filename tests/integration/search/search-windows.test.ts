import { ALL_POST_FIELDS } from '../../../server/src/features/posts';
import { searchPosts } from '../../../server/src/features/search/post-search';
import { agePost, buildPost } from '../../helpers/content-factories';
import { buildUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Posts are ranked within windows of the newest matches (500 in production): here windows of 3, so that a few posts
// cross several of them, pages included.

let server: TestServer;
const contents = Array.from({ length: 8 }, (_, i) => `Zanzibar diary, day ${i + 1}`);
beforeAll(async () => {
  server = await startTestServer();
  const author = await buildUser(server);
  // Day 1 is the oldest, day 8 the newest, a day apart.
  for (const [i, content] of contents.entries()) {
    const post = await buildPost(server, author, content);
    await agePost(server, post.id, 24 * (contents.length - i));
  }
});
afterAll(() => server.stop());

it('pages through every window once, newer windows first, pages crossing windows', async () => {
  const db = server.kuza.deps.db;
  const seen: string[][] = [];
  let cursor = null;
  for (let page = 0; page < 10; page++) {
    const found = await searchPosts(db, {
      query: 'zanzibar',
      anonymous: true,
      viewerId: null,
      accessAt: new Date(),
      size: 2,
      cursor,
      selection: ALL_POST_FIELDS,
      windowSize: 3,
    });
    seen.push(found.rows.map((row) => row.post.content));
    if (!found.hasNextPage) break;
    cursor = found.rows.at(-1)!.cursor;
  }
  expect(seen).toHaveLength(4);
  expect(seen.map((page) => page.length)).toEqual([2, 2, 2, 2]);
  const all = seen.flat();
  expect([...all].sort()).toEqual([...contents].sort());
  // Within a window the newer of equal matches comes first, and each window is newer than the next.
  expect(all).toEqual([...contents].reverse());
});
