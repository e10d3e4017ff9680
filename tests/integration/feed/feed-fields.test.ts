import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';
import { buildFolkloreCreators } from '../../helpers/content-factories';
import type { TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A feed page reads only the author and hashtag fields its query asks for (posts/post-selection.ts), plus the
// author's username, which the explanation names. No field may be lost to that.
jest.setTimeout(60_000);

let server: TestServer;
let kofi: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ kofi } = await buildFolkloreCreators(server));
});
afterAll(() => server.stop());

/** A reader's My Flow page, through a query that selects some fields of its posts. */
const myFlow = async <N>(query: TypedDocumentNode<{ feed: { edges: Array<{ node: N }> } }, Record<string, never>>) => {
  const res = await server.gql(query, {}, { token: kofi.accessToken });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.feed.edges.map((e) => e.node);
};

it('answers every field of its posts as a single post does', async () => {
  const posts = await myFlow(
    graphql(`
      query FeedFieldsEveryField {
        feed(mode: MY_FLOW, energy: 0) {
          edges {
            node {
              ...EveryPostField
            }
          }
        }
      }
    `),
  );
  expect(posts.map((p) => p.content)).toEqual([
    'Episode 12 is out #folklore #podcast',
    'Moonlight tales #folklore #lagos',
  ]);
  for (const post of posts) {
    const single = await server.gql(
      graphql(`
        query FeedFieldsPost($id: ID!) {
          post(id: $id) {
            ...EveryPostField
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
});

it('names the author in the explanation when the query asks for no author field, and keeps narrow selections exact', async () => {
  const bare = await myFlow(
    graphql(`
      query FeedFieldsExplanation {
        feed(mode: MY_FLOW, energy: 0) {
          edges {
            node {
              id
              explanation {
                summary
              }
            }
          }
        }
      }
    `),
  );
  expect(bare[1].explanation!.summary).toContain('@amara, whom you follow');
  const narrow = await myFlow(
    graphql(`
      query FeedFieldsNarrow {
        feed(mode: MY_FLOW, energy: 0) {
          edges {
            node {
              author {
                isVerified
              }
              hashtags {
                tag
              }
            }
          }
        }
      }
    `),
  );
  expect(narrow).toEqual([
    { author: { isVerified: false }, hashtags: [{ tag: 'folklore' }, { tag: 'podcast' }] },
    { author: { isVerified: true }, hashtags: [{ tag: 'folklore' }, { tag: 'lagos' }] },
  ]);
  const viaFragment = await myFlow(
    graphql(`
      query FeedFieldsViaFragment {
        feed(mode: MY_FLOW, energy: 0) {
          edges {
            node {
              ...FeedFieldsCard
            }
          }
        }
      }
    `),
  );
  expect(viaFragment[1]).toEqual({ author: { username: 'amara' }, hashtags: [{ usageCount: 2 }, { usageCount: 1 }] });
});

graphql(`
  fragment FeedFieldsCard on Post {
    author {
      username
    }
    ... on Post {
      hashtags {
        usageCount
      }
    }
  }
`);
