import { markExisting } from '../../../server/src/db/mark-sensitive';
import { buildPost, follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

// Offensive language: posts and comments that use it are `sensitive`; System Settings' Profanity filter masks their
// words for everyone but their authors; a creator's Comment filter hides such comments on their posts from others.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestUser;
let amara: TestUser;
let kofi: TestUser;
let zuri: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await buildUser(server, { roles: ['ADMIN'] });
  amara = await buildUser(server, { username: 'amara_filters' });
  kofi = await buildUser(server, { username: 'kofi_filters' });
  zuri = await buildUser(server, { username: 'zuri_filters' });
  await follow(server, kofi, amara);
});
afterAll(() => server.stop());

const RAW = 'What the fuck, traffic again #lagosfilters';
const MASKED = 'What the f***, traffic again #lagosfilters';

async function ok<T, V>(query: TypedDocumentNode<T, V>, variables: V, token?: string): Promise<T> {
  const response = await server.gql(query, variables, token ? { token } : {});
  expect(response.errors).toBeUndefined();
  return response.data!;
}

const setProfanityFilter = (on: boolean) =>
  ok(
    graphql(`
      mutation ContentFiltersUpdateSystemSettings($on: Boolean!) {
        updateSystemSettings(input: { profanityFilter: $on }) {
          profanityFilter
        }
      }
    `),
    { on },
    admin.accessToken,
  );
const setCommentFilter = (user: TestUser, on: boolean) =>
  ok(
    graphql(`
      mutation ContentFiltersUpdateSettings($on: Boolean!) {
        updateSettings(input: { privacy: { commentFilter: $on } }) {
          privacy {
            commentFilter
          }
        }
      }
    `),
    { on },
    user.accessToken,
  );

const POST = graphql(`
  query ContentFiltersPost($id: ID!) {
    post(id: $id) {
      content
      sensitive
    }
  }
`);
const TAG = graphql(`
  query ContentFiltersPostsByHashtag {
    postsByHashtag(tag: "lagosfilters", first: 5) {
      edges {
        node {
          content
          sensitive
        }
      }
    }
  }
`);
const PROFILE_POSTS = graphql(`
  query ContentFiltersPosts {
    posts(authorUsername: "amara_filters", first: 5) {
      edges {
        node {
          content
        }
      }
    }
  }
`);
const FEED = graphql(`
  query ContentFiltersFeed {
    feed(mode: MY_FLOW, energy: 50, first: 5) {
      edges {
        node {
          content
          sensitive
        }
      }
    }
  }
`);
const COMMENTS = graphql(`
  query ContentFiltersComments($id: ID!) {
    comments(postId: $id) {
      hiddenCount
      edges {
        node {
          content
          sensitive
          hiddenByFilter
          author {
            username
          }
        }
      }
    }
  }
`);
const ADD_COMMENT = graphql(`
  mutation ContentFiltersAddComment($id: ID!, $text: String!) {
    addComment(postId: $id, content: $text) {
      content
      sensitive
      hiddenByFilter
    }
  }
`);

describe('posts with offensive language', () => {
  let postId: string;
  beforeAll(async () => {
    const created = await buildPost(server, amara, RAW);
    postId = created.id;
    await buildPost(server, amara, 'A calm morning in Lagos #lagosfilters');
  });

  it('marks them sensitive, masks their words for readers and shows the author their own words', async () => {
    expect((await ok(POST, { id: postId }, kofi.accessToken)).post).toEqual({ content: MASKED, sensitive: true });
    expect((await ok(POST, { id: postId })).post).toEqual({ content: MASKED, sensitive: true });
    expect((await ok(POST, { id: postId }, amara.accessToken)).post).toEqual({ content: RAW, sensitive: true });

    const tag = await ok(TAG, {});
    expect(tag.postsByHashtag.edges.map((e) => e.node)).toEqual([
      { content: 'A calm morning in Lagos #lagosfilters', sensitive: false },
      { content: MASKED, sensitive: true },
    ]);
    expect((await ok(PROFILE_POSTS, {}, zuri.accessToken)).posts.edges.map((e) => e.node.content)).toContain(MASKED);
    const feed = await ok(FEED, {}, kofi.accessToken);
    expect(feed.feed.edges.map((e) => e.node)).toContainEqual({ content: MASKED, sensitive: true });
  });

  it('shows the words as written while an admin has the Profanity filter off', async () => {
    await setProfanityFilter(false);
    try {
      expect((await ok(POST, { id: postId }, kofi.accessToken)).post!.content).toBe(RAW);
      expect((await ok(TAG, {})).postsByHashtag.edges.map((e) => e.node.content)).toContain(RAW);
    } finally {
      await setProfanityFilter(true);
    }
    expect((await ok(POST, { id: postId }, kofi.accessToken)).post!.content).toBe(MASKED);
  });
});

describe('comments with offensive language', () => {
  let postId: string;
  const RUDE = 'This is shit, you bastard';
  const RUDE_MASKED = 'This is s***, you b******';

  beforeAll(async () => {
    postId = (await buildPost(server, amara, 'My new short film is out #filmfilters')).id;
    await ok(ADD_COMMENT, { id: postId, text: 'Beautiful work!' }, zuri.accessToken);
  });

  it("hides them from others while the post's author keeps the Comment filter on (the default), and says how many", async () => {
    const added = await ok(ADD_COMMENT, { id: postId, text: RUDE }, kofi.accessToken);
    // The commenter reads their own words and learns that others will not see them.
    expect(added.addComment).toEqual({ content: RUDE, sensitive: true, hiddenByFilter: true });

    const anonymous = (await ok(COMMENTS, { id: postId })).comments;
    expect(anonymous.edges.map((e) => e.node.content)).toEqual(['Beautiful work!']);
    expect(anonymous.hiddenCount).toBe(1);
    const reader = (await ok(COMMENTS, { id: postId }, zuri.accessToken)).comments;
    expect(reader.edges).toHaveLength(1);
    expect(reader.hiddenCount).toBe(1);

    const commenter = (await ok(COMMENTS, { id: postId }, kofi.accessToken)).comments;
    expect(commenter.hiddenCount).toBe(0);
    expect(commenter.edges.map((e) => e.node)).toContainEqual({
      content: RUDE,
      sensitive: true,
      hiddenByFilter: true,
      author: { username: 'kofi_filters' },
    });

    // The creator sees it, masked by the Profanity filter, and marked as hidden from others.
    const creator = (await ok(COMMENTS, { id: postId }, amara.accessToken)).comments;
    expect(creator.hiddenCount).toBe(0);
    expect(creator.edges.map((e) => e.node)).toContainEqual({
      content: RUDE_MASKED,
      sensitive: true,
      hiddenByFilter: true,
      author: { username: 'kofi_filters' },
    });
  });

  it('shows them to everyone, masked, once the creator turns the Comment filter off', async () => {
    await setCommentFilter(amara, false);
    try {
      const reader = (await ok(COMMENTS, { id: postId }, zuri.accessToken)).comments;
      expect(reader.hiddenCount).toBe(0);
      expect(reader.edges.map((e) => e.node.content)).toEqual(['Beautiful work!', RUDE_MASKED]);
      expect(reader.edges[1].node.hiddenByFilter).toBe(false);
    } finally {
      await setCommentFilter(amara, true);
    }
  });

  it('still answers a page the filter emptied, with the count, and NOT_FOUND for a post that does not exist', async () => {
    const rudeOnly = (await buildPost(server, amara, 'Second cut #filmfilters')).id;
    await ok(ADD_COMMENT, { id: rudeOnly, text: RUDE }, kofi.accessToken);
    const reader = (await ok(COMMENTS, { id: rudeOnly }, zuri.accessToken)).comments;
    expect(reader).toEqual({ hiddenCount: 1, edges: [] });
    const missing = await server.gql(COMMENTS, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("masks the excerpt in the creator's notification", async () => {
    const list = await ok(
      graphql(`
        query ContentFiltersNotifications {
          notifications(first: 10) {
            edges {
              node {
                kind
                commentExcerpt
              }
            }
          }
        }
      `),
      {},
      amara.accessToken,
    );
    expect(list.notifications.edges.map((e) => e.node)).toContainEqual({
      kind: 'COMMENT',
      commentExcerpt: RUDE_MASKED,
    });
    expect(list.notifications.edges.map((e) => e.node.commentExcerpt)).not.toContain(RUDE);
  });
});

it('marks posts and comments written before the filters existed', async () => {
  const { db } = server.kuza.deps;
  const [old] = await db.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'old shit from 2024') RETURNING id`, [
    zuri.id,
  ]);
  const [clean] = await db.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'old and clean') RETURNING id`, [
    zuri.id,
  ]);
  await db.query(`INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, 'fucking old')`, [
    clean.id,
    kofi.id,
  ]);
  const runner = db.createQueryRunner();
  try {
    await markExisting(runner, 'posts');
    await markExisting(runner, 'comments');
  } finally {
    await runner.release();
  }
  expect((await ok(POST, { id: old.id })).post).toEqual({ content: 'old s*** from 2024', sensitive: true });
  expect((await ok(POST, { id: clean.id })).post!.sensitive).toBe(false);
  expect((await ok(COMMENTS, { id: clean.id }, zuri.accessToken)).comments.edges).toEqual([
    // zuri wrote the post: the Comment filter hides the comment from others, not from her.
    { node: { content: 'f****** old', sensitive: true, hiddenByFilter: true, author: { username: 'kofi_filters' } } },
  ]);
});
