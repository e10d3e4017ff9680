import { CONTENT_MESSAGES, VALIDATION_MESSAGES } from '@kuza/common';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode, type GraphQLResponse } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import type { PostsByAuthorPageQuery } from '../../gql/graphql';

// Real server, database and many concurrent requests: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  amara = await buildUser(server, { username: 'amara' });
  kofi = await buildUser(server, { username: 'kofi_pod' });
});
afterAll(() => server.stop());

const hashtag = async (tag: string) =>
  (
    await server.gql(
      graphql(`
        query PostsHashtag($t: String!) {
          hashtag(tag: $t) {
            tag
            usageCount
          }
        }
      `),
      { t: tag },
    )
  ).data!.hashtag;

describe('creating posts', () => {
  it('returns the post with its author and each hashtag once, stored lowercase', async () => {
    const response = await server.gql(
      graphql(`
        mutation PostsCreatePostEveryField($input: CreatePostInput!) {
          createPost(input: $input) {
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
              username
            }
            hashtags {
              tag
              usageCount
            }
            explanation {
              score
            }
          }
        }
      `),
      { input: { content: '  Sunset in #Nairobi with #nairobi friends and #AfroBeats  ' } },
      { token: amara.accessToken },
    );
    expect(response.errors).toBeUndefined();
    const post = response.data!.createPost;
    expect(post).toMatchObject({
      content: 'Sunset in #Nairobi with #nairobi friends and #AfroBeats',
      author: { username: 'amara' },
      likesCount: 0,
      commentsCount: 0,
      sharesCount: 0,
      viewerHasLiked: false,
      mediaUrl: null,
      explanation: null,
    });
    expect(post.hashtags.map((h) => h.tag)).toEqual(['afrobeats', 'nairobi']);
    expect(await hashtag('#NAIROBI')).toEqual({ tag: 'nairobi', usageCount: 1 });
  });

  it('refuses empty content with the spec message, and anonymous callers', async () => {
    const empty = await server.gql(
      graphql(`
        mutation PostsCreateBlankPost {
          createPost(input: { content: "   " }) {
            id
          }
        }
      `),
      {},
      { token: amara.accessToken },
    );
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors![0]).toMatchObject({
      message: VALIDATION_MESSAGES.contentRequired,
      extensions: { field: 'content' },
    });

    const tooLong = await server.gql(
      graphql(`
        mutation PostsCreatePostWithContent($c: String!) {
          createPost(input: { content: $c }) {
            id
          }
        }
      `),
      { c: 'a'.repeat(5001) },
      { token: amara.accessToken },
    );
    expect(tooLong.errors![0].message).toBe(CONTENT_MESSAGES.postTooLong);

    const anonymous = await server.gql(
      graphql(`
        mutation PostsCreatePostAnonymously {
          createPost(input: { content: "hi" }) {
            id
          }
        }
      `),
    );
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.errors![0].message).toBe('Not authenticated');
  });

  it('asks for the missing video when the form says it uploads one', async () => {
    const response = await server.gql(
      graphql(`
        mutation PostsCreateVideoPostWithoutMedia {
          createPost(input: { content: "My film", mediaType: VIDEO }) {
            id
          }
        }
      `),
      {},
      { token: amara.accessToken },
    );
    expect(response.errors![0]).toMatchObject({
      message: VALIDATION_MESSAGES.noVideoSelected,
      extensions: { code: 'BAD_USER_INPUT', field: 'media' },
    });
  });
});

describe('reading posts', () => {
  it('reads one post by id, and null for an unknown or malformed id', async () => {
    const created = await buildPost(server, kofi, 'Episode 12 is live #podcast');
    const found = await server.gql(
      graphql(`
        query PostsPostWithAuthor($id: ID!) {
          post(id: $id) {
            id
            content
            author {
              username
            }
          }
        }
      `),
      { id: created.id },
    );
    expect(found.data!.post).toEqual({
      id: created.id,
      content: 'Episode 12 is live #podcast',
      author: { username: 'kofi_pod' },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(
        (
          await server.gql(
            graphql(`
              query PostsPostId($id: ID!) {
                post(id: $id) {
                  id
                }
              }
            `),
            { id },
          )
        ).data!.post,
      ).toBeNull();
    }
  });

  it("lists one author's posts newest first, page by page", async () => {
    const author = await buildUser(server);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await buildPost(server, author, `post ${i}`));
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: GraphQLResponse<PostsByAuthorPageQuery> = await server.gql(
        graphql(`
          query PostsByAuthorPage($u: String, $after: String) {
            posts(authorUsername: $u, first: 2, after: $after) {
              edges {
                cursor
                node {
                  id
                }
              }
              pageInfo {
                hasNextPage
                endCursor
              }
            }
          }
        `),
        { u: author.username.toUpperCase(), after },
      );
      seen.push(...page.data!.posts.edges.map((e) => e.node.id));
      after = page.data!.posts.pageInfo.hasNextPage ? page.data!.posts.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(made.map((p) => p.id).reverse());
  });

  it('refuses a cursor from another list and page sizes over 100', async () => {
    const byTag = await server.gql(
      graphql(`
        query PostsPodcastCursor {
          postsByHashtag(tag: "podcast", first: 1) {
            pageInfo {
              endCursor
            }
          }
        }
      `),
    );
    const cursor = byTag.data!.postsByHashtag.pageInfo.endCursor;
    const wrong = await server.gql(
      graphql(`
        query PostsPostsAfter($a: String) {
          posts(first: 1, after: $a) {
            edges {
              cursor
            }
          }
        }
      `),
      { a: cursor },
    );
    expect(wrong.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.invalidCursor,
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
    const big = await server.gql(
      graphql(`
        query PostsPostsFirstZero {
          posts(first: 0) {
            edges {
              cursor
            }
          }
        }
      `),
    );
    expect(big.errors![0].message).toBe(CONTENT_MESSAGES.pageSizeRange);
  });
});

describe('deleting posts', () => {
  it('lets the author delete, lowers usageCount, and refuses other users', async () => {
    const post = await buildPost(server, amara, 'Short-lived #ephemeral #nairobi');
    const before = (await hashtag('nairobi'))!.usageCount;
    const stranger = await server.gql(
      graphql(`
        mutation PostsDeletePost($id: ID!) {
          deletePost(id: $id)
        }
      `),
      { id: post.id },
      { token: kofi.accessToken },
    );
    expect(errorCode(stranger)).toBe('FORBIDDEN');

    const deleted = await server.gql(
      graphql(`
        mutation PostsDeletePost($id: ID!) {
          deletePost(id: $id)
        }
      `),
      { id: post.id },
      { token: amara.accessToken },
    );
    expect(deleted.data!.deletePost).toBe(true);
    expect(
      (
        await server.gql(
          graphql(`
            query PostsPostId($id: ID!) {
              post(id: $id) {
                id
              }
            }
          `),
          { id: post.id },
        )
      ).data!.post,
    ).toBeNull();
    expect((await hashtag('nairobi'))!.usageCount).toBe(before - 1);
    expect((await hashtag('ephemeral'))!.usageCount).toBe(0);
    const trending = await server.gql(
      graphql(`
        query PostsTrendingHashtags {
          trendingHashtags {
            tag
          }
        }
      `),
    );
    expect(trending.data!.trendingHashtags.map((h) => h.tag)).not.toContain('ephemeral');

    const again = await server.gql(
      graphql(`
        mutation PostsDeletePost($id: ID!) {
          deletePost(id: $id)
        }
      `),
      { id: post.id },
      { token: amara.accessToken },
    );
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it("lets a moderator delete anyone's post", async () => {
    const moderator = await buildUser(server, { roles: ['MODERATOR'] });
    const post = await buildPost(server, kofi, 'Off-topic');
    const response = await server.gql(
      graphql(`
        mutation PostsDeletePost($id: ID!) {
          deletePost(id: $id)
        }
      `),
      { id: post.id },
      { token: moderator.accessToken },
    );
    expect(response.data!.deletePost).toBe(true);
  });
});

describe('hashtags', () => {
  it("lists trending hashtags by usage, and a hashtag's posts newest first", async () => {
    const author = await buildUser(server);
    const first = await buildPost(server, author, '#Zanzibar one');
    const second = await buildPost(server, author, 'two #zanzibar');
    await buildPost(server, author, 'three #zanzibar #ZANZIBAR');
    const trending = await server.gql(
      graphql(`
        query PostsTopHashtag {
          trendingHashtags(limit: 1) {
            tag
            usageCount
          }
        }
      `),
    );
    expect(trending.data!.trendingHashtags).toEqual([{ tag: 'zanzibar', usageCount: 3 }]);

    const page1 = await server.gql(
      graphql(`
        query PostsZanzibarFirstPage {
          postsByHashtag(tag: "#ZanZibar", first: 2) {
            edges {
              node {
                content
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      `),
    );
    expect(page1.data!.postsByHashtag.edges.map((e) => e.node.content)).toEqual([
      'three #zanzibar #ZANZIBAR',
      'two #zanzibar',
    ]);
    const page2 = await server.gql(
      graphql(`
        query PostsZanzibarNextPage($a: String) {
          postsByHashtag(tag: "zanzibar", first: 2, after: $a) {
            edges {
              node {
                id
              }
            }
            pageInfo {
              hasNextPage
            }
          }
        }
      `),
      {
        a: page1.data!.postsByHashtag.pageInfo.endCursor,
      },
    );
    expect(page2.data!.postsByHashtag).toEqual({
      edges: [{ node: { id: first.id } }],
      pageInfo: { hasNextPage: false },
    });
    expect(second.id).toBeDefined();
    expect(
      (
        await server.gql(
          graphql(`
            query PostsUnknownHashtag {
              hashtag(tag: "nosuchtag") {
                id
              }
            }
          `),
        )
      ).data!.hashtag,
    ).toBeNull();
    expect(
      (
        await server.gql(
          graphql(`
            query PostsUnknownHashtagPosts {
              postsByHashtag(tag: "nosuchtag") {
                edges {
                  cursor
                }
              }
            }
          `),
        )
      ).data!.postsByHashtag.edges,
    ).toEqual([]);
  });
});

describe('comments', () => {
  it('adds comments oldest first and counts them on the post', async () => {
    const post = await buildPost(server, amara, 'Tell me your favourite tale');
    for (const text of ['Anansi!', 'The tortoise and the birds']) {
      const added = await server.gql(
        graphql(`
          mutation PostsAddComment($p: ID!, $c: String!) {
            addComment(postId: $p, content: $c) {
              content
              author {
                username
              }
              post {
                id
                commentsCount
              }
            }
          }
        `),
        { p: post.id, c: text },
        { token: kofi.accessToken },
      );
      expect(added.errors).toBeUndefined();
      expect(added.data!.addComment.author!.username).toBe('kofi_pod');
    }
    const list = await server.gql(
      graphql(`
        query PostsFirstComment($p: ID!) {
          comments(postId: $p, first: 1) {
            edges {
              node {
                content
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      `),
      { p: post.id },
    );
    expect(list.data!.comments.edges[0].node.content).toBe('Anansi!');
    const rest = await server.gql(
      graphql(`
        query PostsCommentsAfter($p: ID!, $a: String) {
          comments(postId: $p, after: $a) {
            edges {
              node {
                content
                post {
                  commentsCount
                }
              }
            }
          }
        }
      `),
      {
        p: post.id,
        a: list.data!.comments.pageInfo.endCursor,
      },
    );
    expect(rest.data!.comments.edges).toEqual([
      { node: { content: 'The tortoise and the birds', post: { commentsCount: 2 } } },
    ]);

    const empty = await server.gql(
      graphql(`
        mutation PostsAddBlankComment($p: ID!) {
          addComment(postId: $p, content: " ") {
            id
          }
        }
      `),
      { p: post.id },
      { token: kofi.accessToken },
    );
    expect(empty.errors![0].message).toBe(CONTENT_MESSAGES.commentRequired);
    const missing = await server.gql(
      graphql(`
        mutation PostsCommentOnMissingPost {
          addComment(postId: "00000000-0000-4000-8000-000000000000", content: "hi") {
            id
          }
        }
      `),
      {},
      { token: kofi.accessToken },
    );
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for the comments of a post that does not exist, and an empty list for a post without any', async () => {
    const author = await buildUser(server);
    const post = (
      await server.gql(
        graphql(`
          mutation PostsCreateQuietPost {
            createPost(input: { content: "Quiet one" }) {
              id
            }
          }
        `),
        {},
        { token: author.accessToken },
      )
    ).data!.createPost;
    const none = await server.gql(
      graphql(`
        query PostsNoComments($p: ID!) {
          comments(postId: $p) {
            edges {
              node {
                id
              }
            }
            pageInfo {
              hasNextPage
            }
          }
        }
      `),
      { p: post.id },
    );
    expect(none.errors).toBeUndefined();
    expect(none.data!.comments).toEqual({ edges: [], pageInfo: { hasNextPage: false } });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await server.gql(
        graphql(`
          query PostsCommentsOfMissingPost($p: ID!) {
            comments(postId: $p) {
              edges {
                node {
                  id
                }
              }
            }
          }
        `),
        { p: id },
      );
      expect(errorCode(missing)).toBe('NOT_FOUND');
      expect(missing.errors![0].message).toBe(CONTENT_MESSAGES.postNotFound);
    }
  });
});

describe('follows and profiles', () => {
  it('follows once, counts both sides, and shows viewerIsFollowing', async () => {
    const fan = await buildUser(server);
    const star = await buildUser(server);
    for (let i = 0; i < 2; i++) {
      const response = await server.gql(
        graphql(`
          mutation PostsFollow($u: String!) {
            follow(username: $u) {
              followersCount
              viewerIsFollowing
            }
          }
        `),
        { u: star.username },
        { token: fan.accessToken },
      );
      expect(response.data!.follow).toEqual({ followersCount: 1, viewerIsFollowing: true });
    }
    const fanProfile = await server.gql(
      graphql(`
        query PostsProfile($u: String!) {
          profile(username: $u) {
            followingCount
            viewerIsFollowing
          }
        }
      `),
      { u: fan.username },
    );
    expect(fanProfile.data!.profile).toEqual({ followingCount: 1, viewerIsFollowing: false });

    const unfollowed = await server.gql(
      graphql(`
        mutation PostsUnfollow($u: String!) {
          unfollow(username: $u) {
            followersCount
            viewerIsFollowing
          }
        }
      `),
      { u: star.username },
      { token: fan.accessToken },
    );
    expect(unfollowed.data!.unfollow).toEqual({ followersCount: 0, viewerIsFollowing: false });

    const self = await server.gql(
      graphql(`
        mutation PostsFollowSelf($u: String!) {
          follow(username: $u) {
            id
          }
        }
      `),
      { u: fan.username },
      { token: fan.accessToken },
    );
    expect(self.errors![0].message).toBe(CONTENT_MESSAGES.cannotFollowSelf);
  });

  it('updates username and bio, refusing a taken username with the spec message', async () => {
    const user = await buildUser(server);
    const response = await server.gql(
      graphql(`
        mutation PostsUpdateUsernameAndBio {
          updateProfile(input: { username: "zanele_designs", bio: "Patterns and colour" }) {
            username
            bio
          }
        }
      `),
      {},
      { token: user.accessToken },
    );
    expect(response.data!.updateProfile).toEqual({ username: 'zanele_designs', bio: 'Patterns and colour' });
    const taken = await server.gql(
      graphql(`
        mutation PostsUpdateToTakenUsername {
          updateProfile(input: { username: "AMARA" }) {
            username
          }
        }
      `),
      {},
      { token: user.accessToken },
    );
    expect(taken.errors![0]).toMatchObject({
      message: VALIDATION_MESSAGES.usernameTaken,
      extensions: { field: 'username' },
    });
    const short = await server.gql(
      graphql(`
        mutation PostsUpdateToShortUsername {
          updateProfile(input: { username: "ab" }) {
            username
          }
        }
      `),
      {},
      { token: user.accessToken },
    );
    expect(short.errors![0].message).toBe(VALIDATION_MESSAGES.usernameTooShort);
  });
});
