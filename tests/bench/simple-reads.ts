// Simple reads (issue 35): a profile by username, a post by id with its author, a creator's newest posts, `me` and a
// comment page, as the screens ask for them. The floor answers the same bodies (floor/simple-reads.ts).
import { withClient } from './database';
import type { LoadCase } from './load';
import { POST_FIELDS, body } from './operations';

export const PROFILE = `query Profile($username: String!) {
  profile(username: $username) { id username bio avatarUrl isVerified followersCount followingCount createdAt viewerIsFollowing }
}`;

export const POST_BY_ID = `query PostById($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`;

export const CREATOR_POSTS = `query CreatorPosts($username: String!) {
  posts(authorUsername: $username, first: 20) { edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor } }
}`;

export const ME = `query Me { me { id email username createdAt roles profile { id username avatarUrl } } }`;

export const COMMENTS = `query Comments($postId: ID!) {
  comments(postId: $postId, first: 20) {
    hiddenCount
    edges { cursor node { id content createdAt repliesCount author { id username avatarUrl } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface SimpleReadsWorld {
  url: string;
  viewer: { userId: string; token: string };
}

/** The cases, on the most prolific creator (user1 at every scale) and the post with the most comments. */
export async function simpleReadCases(w: SimpleReadsWorld): Promise<LoadCase[]> {
  const creator = 'user1'; // the seed's Zipf-like creators: user 1 has the most posts
  const postId = await withClient(
    w.url,
    async (c) => (await c.query(`SELECT id FROM posts ORDER BY comments_count DESC, id LIMIT 1`)).rows[0].id as string,
  );
  return [
    { name: `profile by username anonymous (${creator})`, kind: 'read', body: body(PROFILE, { username: creator }) },
    {
      name: `profile by username signed in (${creator})`,
      kind: 'read',
      token: w.viewer.token,
      body: body(PROFILE, { username: creator }),
    },
    { name: 'post by id with its author', kind: 'read', body: body(POST_BY_ID, { id: postId }) },
    {
      name: `creator's newest 20 posts (${creator})`,
      kind: 'read',
      body: body(CREATOR_POSTS, { username: creator }),
    },
    { name: 'me', kind: 'read', token: w.viewer.token, body: body(ME) },
    { name: 'comment page (first 20)', kind: 'read', body: body(COMMENTS, { postId }) },
  ];
}
