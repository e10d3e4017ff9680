import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { buildFolkloreCreators } from '../../helpers/content-factories';
import type { TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { print } from 'graphql';
import { graphql } from '../../gql';

// A tag page reads only the columns its query asks for, and identical pages read at the same moment share one
// statement (db/shared-reads.ts). These check that no field is lost to either, and that nobody misses their own write.
jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ amara, kofi } = await buildFolkloreCreators(server));
});
afterAll(() => server.stop());

/** The #folklore page through a query that selects some fields of its posts. */
const tagPage = <N>(
  query: TypedDocumentNode<{ postsByHashtag: { edges: Array<{ node: N }> } }, Record<string, never>>,
  token?: string,
) => server.gql(query, {}, { token });
const nodes = <N>(response: { data?: { postsByHashtag: { edges: Array<{ node: N }> } } | null }) =>
  response.data!.postsByHashtag.edges.map((edge) => edge.node);

const EVERY_FIELD = graphql(`
  query TagPagesEveryField {
    postsByHashtag(tag: "folklore") {
      edges {
        node {
          ...EveryPostField
          explanation {
            score
          }
        }
      }
    }
  }
`);
const IDS = graphql(`
  query TagPagesIds {
    postsByHashtag(tag: "folklore") {
      edges {
        node {
          id
        }
      }
    }
  }
`);
const LIKES = graphql(`
  query TagPagesLikes {
    postsByHashtag(tag: "folklore") {
      edges {
        node {
          likesCount
        }
      }
    }
  }
`);

it('answers every field of its posts as a single post does, whichever fields the query asks for', async () => {
  const page = await tagPage(EVERY_FIELD, kofi.accessToken);
  expect(page.errors).toBeUndefined();
  const posts = nodes(page);
  expect(posts.map((p) => p.content)).toEqual([
    'Episode 12 is out #folklore #podcast',
    'Moonlight tales #folklore #lagos',
  ]);
  for (const post of posts) {
    const single = await server.gql(
      graphql(`
        query TagPagesPost($id: ID!) {
          post(id: $id) {
            ...EveryPostField
            explanation {
              score
            }
          }
        }
      `),
      { id: post.id },
      { token: kofi.accessToken },
    );
    expect(post).toEqual(single.data!.post);
  }
  expect(posts[1].author).toMatchObject({
    username: 'amara',
    bio: 'Storyteller from Lagos',
    isVerified: true,
    followersCount: 1,
    viewerIsFollowing: true,
  });
  expect(posts[1].hashtags.map((h) => [h.tag, h.usageCount])).toEqual([
    ['folklore', 2],
    ['lagos', 1],
  ]);

  // The same posts through a fragment, and with a narrower selection.
  const viaFragment = await server.gql(
    graphql(`
      query TagPagesViaFragment {
        postsByHashtag(tag: "folklore") {
          edges {
            node {
              ...TagPagesCard
            }
          }
        }
      }
    `),
  );
  expect(nodes(viaFragment)).toEqual(
    posts.map((p) => ({
      id: p.id,
      author: { username: p.author!.username },
      hashtags: p.hashtags.map((h) => ({ tag: h.tag })),
    })),
  );
  expect(nodes(await tagPage(LIKES))).toEqual([{ likesCount: 0 }, { likesCount: 0 }]);
});

graphql(`
  fragment TagPagesCard on Post {
    id
    author {
      username
    }
    ... on Post {
      hashtags {
        tag
      }
    }
  }
`);

it('gives everyone who opens the same page at the same moment that page', async () => {
  const alone = nodes(await tagPage(EVERY_FIELD));
  const together = await Promise.all(Array.from({ length: 30 }, () => tagPage(EVERY_FIELD)));
  for (const response of together) expect(nodes(response)).toEqual(alone);
});

it('shows a reader their own like on the page they open right after it, over HTTP and over the socket', async () => {
  const [newest] = nodes(await tagPage(IDS));
  const liked = await server.gql(
    graphql(`
      mutation TagPagesLikePost($id: ID!) {
        likePost(postId: $id) {
          likesCount
        }
      }
    `),
    { id: newest.id },
    { token: amara.accessToken },
  );
  expect(liked.data!.likePost.likesCount).toBe(1);
  expect(
    nodes(
      await tagPage(
        graphql(`
          query TagPagesViewerHasLiked {
            postsByHashtag(tag: "folklore") {
              edges {
                node {
                  likesCount
                  viewerHasLiked
                }
              }
            }
          }
        `),
        amara.accessToken,
      ),
    )[0],
  ).toEqual({ likesCount: 1, viewerHasLiked: true });

  // Every mutation answered moves the clock that shared reads check; queries do not.
  const clock = server.kuza.deps.writeClock;
  const before = clock.writes;
  await tagPage(IDS);
  expect(clock.writes).toBe(before);
  const socket = server.ws(kofi.accessToken);
  try {
    const result = await new Promise((resolve, reject) => {
      socket.subscribe(
        {
          query: print(
            graphql(`
              mutation TagPagesLikePost($id: ID!) {
                likePost(postId: $id) {
                  likesCount
                }
              }
            `),
          ),
          variables: { id: newest.id },
        },
        { next: resolve, error: reject, complete: () => undefined },
      );
    });
    expect(result).toEqual({ data: { likePost: { likesCount: 2 } } });
  } finally {
    await socket.dispose();
  }
  expect(clock.writes).toBe(before + 1);
  expect(nodes(await tagPage(LIKES))[0]).toEqual({ likesCount: 2 });
});
