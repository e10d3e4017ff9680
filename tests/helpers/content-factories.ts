import type { TestServer } from './test-server';
import { buildUser, type TestUser } from './factories';
import { graphql } from '../gql';

export interface TestPost {
  id: string;
  content: string;
  createdAt: string;
}

const CREATE_POST = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      content
      createdAt
    }
  }
`);

/** A text post by `author` through the real API (hashtags linked, counters and events as in production). */
export async function buildPost(server: TestServer, author: TestUser, content = 'A post #kuza'): Promise<TestPost> {
  const response = await server.gql(CREATE_POST, { input: { content } }, { token: author.accessToken });
  if (!response.data?.createPost) throw new Error(`createPost failed: ${JSON.stringify(response.errors)}`);
  return response.data.createPost;
}

export async function follow(server: TestServer, follower: TestUser, followee: TestUser): Promise<void> {
  const response = await server.gql(
    graphql(`
      mutation ContentFactoriesFollow($u: String!) {
        follow(username: $u) {
          id
        }
      }
    `),
    { u: followee.username },
    { token: follower.accessToken },
  );
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

/**
 * Two creators for list pages that must answer every field as `post(id)` does: amara (verified, with a bio),
 * followed by kofi; one #folklore post each, kofi's the newer.
 */
export async function buildFolkloreCreators(server: TestServer): Promise<{ amara: TestUser; kofi: TestUser }> {
  const amara = await buildUser(server, { username: 'amara', bio: 'Storyteller from Lagos', isVerified: true });
  const kofi = await buildUser(server, { username: 'kofi_pod' });
  await follow(server, kofi, amara);
  await buildPost(server, amara, 'Moonlight tales #folklore #lagos');
  await buildPost(server, kofi, 'Episode 12 is out #folklore #podcast');
  return { amara, kofi };
}

/** Every field of a post a list can show, for comparing a list's posts with `post(id)` (spread `...EveryPostField`). */
export const EVERY_POST_FIELD = graphql(`
  fragment EveryPostField on Post {
    id
    content
    mediaUrl
    mediaType
    likesCount
    commentsCount
    sharesCount
    viewerHasLiked
    createdAt
    author {
      id
      username
      bio
      avatarUrl
      isVerified
      followersCount
      followingCount
      createdAt
      roles
      viewerIsFollowing
    }
    hashtags {
      id
      tag
      usageCount
    }
  }
`);
