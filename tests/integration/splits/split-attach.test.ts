import { graphql } from '../../gql';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { filesUnder, gqlUpload, PNG_BYTES, uploadsDir } from '../../helpers/uploads';

// Attaching splits (issue 31): a new post's split is linked in the transaction that writes the post, so a split that
// stops being valid between the check and the write leaves no post at all; an existing post gets or loses a split
// from Split Earnings, which lists the posts each split is attached to.
jest.setTimeout(60_000);

let server: TestServer;
let owner: TestUser;
let collaborator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server);
  collaborator = await buildUser(server);
});
afterAll(() => server.stop());

const CREATE_SPLIT = graphql(`
  mutation SplitAttachCreateSplit($input: CreateEarningsSplitInput!) {
    createEarningsSplit(input: $input) {
      id
    }
  }
`);
const CREATE_POST = graphql(`
  mutation SplitAttachCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);
const SET_POST_SPLIT = graphql(`
  mutation SplitAttachSetPostSplit($postId: ID!, $splitId: ID) {
    setPostSplit(postId: $postId, splitId: $splitId) {
      id
      split {
        id
      }
    }
  }
`);
const SPLIT_POSTS = graphql(`
  query SplitAttachPosts {
    earningsSplits(first: 20) {
      edges {
        node {
          id
          posts {
            id
            content
          }
        }
      }
    }
  }
`);

async function makeSplit(projectName: string): Promise<string> {
  const res = await server.gql(
    CREATE_SPLIT,
    { input: { projectName, collaborators: [{ username: collaborator.username, percentage: 30 }] } },
    { token: owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createEarningsSplit.id;
}

const postsOf = async (user: TestUser, splitId: string) =>
  (await server.gql(SPLIT_POSTS, undefined, { token: user.accessToken }))
    .data!.earningsSplits.edges.find((edge) => edge.node.id === splitId)
    ?.node.posts.map((post) => post.content);

const count = async (sql: string, params: unknown[]) =>
  ((await server.kuza.deps.db.query(sql, params)) as Array<{ n: number }>)[0]!.n;

it('writes no post (and keeps no image) when its split is deleted between the check and the write', async () => {
  const splitId = await makeSplit('Deleted meanwhile');
  const filesBefore = filesUnder(uploadsDir(server));
  const deleting = server.kuza.deps.db.createQueryRunner();
  await deleting.connect();
  try {
    await deleting.startTransaction();
    await deleting.query('DELETE FROM earnings_splits WHERE id = $1', [splitId]);
    // The check sees the split (the deletion is not committed); the write then waits on the split's row.
    const creating = gqlUpload(
      server,
      CREATE_POST,
      { input: { content: 'Half written? #splitrace', media: null, mediaType: 'IMAGE', splitId } },
      'variables.input.media',
      { name: 'cover.png', type: 'image/png', bytes: PNG_BYTES },
      owner.accessToken,
    );
    await waitForLockWait();
    await deleting.commitTransaction();
    const res = await creating;
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toBe('This split does not exist.');
  } finally {
    await deleting.release();
  }
  expect(await count(`SELECT count(*)::int AS n FROM posts WHERE content LIKE 'Half written%'`, [])).toBe(0);
  expect(filesUnder(uploadsDir(server))).toEqual(filesBefore);
  expect(await count(`SELECT count(*)::int AS n FROM hashtags WHERE tag = 'splitrace' AND usage_count > 0`, [])).toBe(
    0,
  );
});

/** Until a Kuza connection waits for a row lock held by the test (an event, not a delay). */
async function waitForLockWait(): Promise<void> {
  for (;;) {
    const waiting = await count(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FOR KEY SHARE%'`,
      [],
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('attaches a split to an existing post, lists it on the split, moves it and detaches it', async () => {
  const first = await makeSplit('Album');
  const second = await makeSplit('Tour');
  const older = await buildPost(server, owner, 'Recorded last year');
  const newer = await buildPost(server, owner, 'Recorded this week');

  for (const post of [older, newer]) {
    const res = await server.gql(SET_POST_SPLIT, { postId: post.id, splitId: first }, { token: owner.accessToken });
    expect(res.data!.setPostSplit.split).toEqual({ id: first });
  }
  // Most recently attached first; the collaborator sees where the split applies too.
  expect(await postsOf(owner, first)).toEqual(['Recorded this week', 'Recorded last year']);
  expect(await postsOf(collaborator, first)).toEqual(['Recorded this week', 'Recorded last year']);

  await server.gql(SET_POST_SPLIT, { postId: older.id, splitId: second }, { token: owner.accessToken });
  expect(await postsOf(owner, first)).toEqual(['Recorded this week']);
  expect(await postsOf(owner, second)).toEqual(['Recorded last year']);

  const detached = await server.gql(SET_POST_SPLIT, { postId: newer.id, splitId: null }, { token: owner.accessToken });
  expect(detached.data!.setPostSplit.split).toBeNull();
  expect(await postsOf(owner, first)).toEqual([]);

  // Only the author attaches: the collaborator cannot, even with the owner's split.
  const notTheirs = await server.gql(
    SET_POST_SPLIT,
    { postId: newer.id, splitId: first },
    { token: collaborator.accessToken },
  );
  expect(notTheirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(notTheirs.errors?.[0]?.message).toBe('You can attach a split only to your own posts.');
  const missing = await server.gql(
    SET_POST_SPLIT,
    { postId: '00000000-0000-4000-8000-000000000000', splitId: first },
    { token: owner.accessToken },
  );
  expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
