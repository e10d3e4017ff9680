import type { TestServer } from './test-server';
import type { TestUser } from './factories';

export interface TestPost {
  id: string;
  content: string;
  createdAt: string;
}

const CREATE_POST = `mutation CreatePost($input: CreatePostInput!) { createPost(input: $input) { id content createdAt } }`;

/** A text post by `author` through the real API (hashtags linked, counters and events as in production). */
export async function buildPost(server: TestServer, author: TestUser, content = 'A post #kuza'): Promise<TestPost> {
  const response = await server.gql<{ createPost: TestPost }>(CREATE_POST, { input: { content } }, { token: author.accessToken });
  if (!response.data?.createPost) throw new Error(`createPost failed: ${JSON.stringify(response.errors)}`);
  return response.data.createPost;
}

export async function follow(server: TestServer, follower: TestUser, followee: TestUser): Promise<void> {
  const response = await server.gql(`mutation ($u: String!) { follow(username: $u) { id } }`, { u: followee.username }, { token: follower.accessToken });
  if (response.errors) throw new Error(`follow failed: ${JSON.stringify(response.errors)}`);
}

/** Moves a post back in time (created_at and its hashtag links), for ranking scenarios. */
export async function agePost(server: TestServer, postId: string, hours: number): Promise<void> {
  await server.kuza.deps.db.query(
    `WITH moved AS (UPDATE posts SET created_at = created_at - $2::float8 * interval '1 hour' WHERE id = $1 RETURNING created_at)
     UPDATE post_hashtags SET post_created_at = (SELECT created_at FROM moved) WHERE post_id = $1`,
    [postId, hours],
  );
}
