// Issue 35: the feed at energy 0 is strictly newest first, so it should cost what a newest-first list costs. These
// cases are that list (everyone's newest posts, signed in as the feed's reader), to set beside the feed's
// `energy 0` cases; the floor answers them with one keyset statement (floor/newest.ts).
import type { BenchWorld } from './cases';
import { post } from './cases';
import type { LoadCase } from './load';
import { POST_FIELDS, body } from './operations';

export const NEWEST_POSTS = `query NewestPosts($after: String) {
  posts(first: 20, after: $after) { edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor } }
}`;

export async function newestCases(w: BenchWorld): Promise<LoadCase[]> {
  const first = body(NEWEST_POSTS);
  const page = await post(w.serverUrl, first, w.viewer.token);
  const posts = page.data?.posts as { pageInfo: { endCursor: string } } | undefined;
  if (!posts) throw new Error(`posts failed: ${JSON.stringify(page.errors)}`);
  return [
    { name: 'posts newest first 20 (signed in)', kind: 'read', token: w.viewer.token, body: first },
    {
      name: 'posts newest next page (signed in)',
      kind: 'read',
      token: w.viewer.token,
      body: body(NEWEST_POSTS, { after: posts.pageInfo.endCursor }),
    },
  ];
}
