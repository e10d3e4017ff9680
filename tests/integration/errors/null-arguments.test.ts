import { CONTENT_MESSAGES, LIMITS } from '@kuza/common';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  amara = await buildUser(server, { username: 'amara' });
  admin = await buildUser(server, { username: 'root_admin', roles: ['ADMIN'] });
  for (let i = 1; i <= 3; i++) await buildPost(server, amara, `Story ${i} #folklore #tag${i}`);
});
afterAll(() => server.stop());

// API.md: these arguments are nullable with a default. A variable sent as null (as generated clients do for an
// unset optional) means "use the default", never an internal error.
describe('an explicit null for an argument with a default', () => {
  it('uses the default on every list', async () => {
    const token = { token: amara.accessToken };
    const answers = await Promise.all([
      server.gql(
        graphql(`
          query NullArgumentsPosts($f: Int) {
            posts(first: $f) {
              edges {
                node {
                  id
                }
              }
            }
          }
        `),
        { f: null },
      ),
      server.gql(
        graphql(`
          query NullArgumentsPostsByHashtag($f: Int) {
            postsByHashtag(tag: "folklore", first: $f) {
              edges {
                cursor
              }
            }
          }
        `),
        { f: null },
      ),
      server.gql(
        graphql(`
          query NullArgumentsTrendingHashtags($l: Int) {
            trendingHashtags(limit: $l) {
              tag
            }
          }
        `),
        { l: null },
      ),
      server.gql(
        graphql(`
          query NullArgumentsSearchHashtags($f: Int) {
            searchHashtags(query: "tag", first: $f) {
              tag
            }
          }
        `),
        { f: null },
      ),
      server.gql(
        graphql(`
          query NullArgumentsFeed($m: FeedMode, $e: Int, $f: Int) {
            feed(mode: $m, energy: $e, first: $f) {
              edges {
                cursor
              }
            }
          }
        `),
        { m: null, e: null, f: null },
        token,
      ),
      server.gql(
        graphql(`
          query NullArgumentsLocationAnalytics($l: Int) {
            locationAnalytics(limit: $l) {
              city
            }
          }
        `),
        { l: null },
        token,
      ),
      server.gql(
        graphql(`
          query NullArgumentsMyPostStats($d: Int, $t: Int) {
            myPostStats(days: $d, top: $t) {
              daily {
                date
              }
            }
          }
        `),
        { d: null, t: null },
        token,
      ),
    ]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const [posts, tagPage, trending, search, feed, , stats] = answers;
    expect(posts.data!.posts.edges).toHaveLength(3);
    expect(tagPage.data!.postsByHashtag.edges).toHaveLength(3);
    expect(trending.data!.trendingHashtags.map((h) => h.tag)).toContain('folklore');
    expect(search.data!.searchHashtags).toHaveLength(3);
    expect(feed.data!.feed.edges).toHaveLength(3); // MY_FLOW: the reader's own posts
    expect(stats.data!.myPostStats.daily).toHaveLength(30);

    const postId = posts.data!.posts.edges[0].node.id;
    const comments = await server.gql(
      graphql(`
        query NullArgumentsComments($p: ID!, $f: Int) {
          comments(postId: $p, first: $f) {
            edges {
              cursor
            }
          }
        }
      `),
      { p: postId, f: null },
    );
    expect(comments.errors).toBeUndefined();
  });

  it('generates a FREE API key when tier and kind are null', async () => {
    const generated = await server.gql(
      graphql(`
        mutation NullArgumentsGenerateApiKey($t: ApiKeyTier, $k: ApiKeyKind) {
          generateApiKey(input: { name: "Null tier", tier: $t, kind: $k }) {
            apiKey {
              tier
              kind
            }
          }
        }
      `),
      { t: null, k: null },
      { token: admin.accessToken },
    );
    expect(generated.errors).toBeUndefined();
    expect(generated.data!.generateApiKey.apiKey).toEqual({ tier: 'FREE', kind: 'API' });
  });
});

describe('list sizes out of range', () => {
  it.each([0, -5, LIMITS.pageSizeMax + 1])(
    'trendingHashtags(limit: %i) is refused with the rule, not quietly clamped',
    async (limit) => {
      const answer = await server.gql(
        graphql(`
          query NullArgumentsTrendingHashtags($l: Int) {
            trendingHashtags(limit: $l) {
              tag
            }
          }
        `),
        { l: limit },
      );
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors![0]).toMatchObject({ message: CONTENT_MESSAGES.limitRange, extensions: { field: 'limit' } });
    },
  );

  it('locationAnalytics says the same', async () => {
    const answer = await server.gql(
      graphql(`
        query NullArgumentsLocationAnalyticsCity {
          locationAnalytics(limit: 0) {
            city
          }
        }
      `),
      {},
      { token: amara.accessToken },
    );
    expect(answer.errors![0]).toMatchObject({
      message: 'limit must be between 1 and 100.',
      extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
    });
  });
});
