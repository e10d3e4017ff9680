import { randomUUID } from 'node:crypto';
import { POST_TEASER_CHARS, postTeaser } from '@kuza/common';
import { graphql } from '../../gql';
import type { PostAccessInput } from '../../gql/graphql';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balance, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload, PNG_BYTES } from '../../helpers/uploads';
import { Clock } from '../../../server/src/kernel/clock';

// Paid posts (issue 31): a locked post answers its teaser, never its text or media, to whoever is not entitled —
// over GraphQL (post, profile, hashtag, feed, search), on its public page and through /media with and without
// Range — and everything to its author, members of its tiers and buyers. A purchase posts 70 % to the creator and
// 30 % to Kuza's fees through the ledger.
jest.setTimeout(90_000);

let server: TestServer;
let creator: TestUser;
let reader: TestUser;
let member: TestUser;
let buyer: TestUser;
let tierId: string;

const SECRET_TAIL = 'the secret ending only paying readers get';
const LONG_TEXT = `${'Once upon a time in Nairobi, a matatu driver found a map. '.repeat(4)}#paidstory ${SECRET_TAIL}`;
// Spam detection refuses the same text twice: the members-only post ends differently (its teaser is the same).
const MEMBERS_TEXT = `${LONG_TEXT}, for members`;

const CREATE = graphql(`
  mutation PaidPostsCreate($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      content
      mediaUrl
      viewerCanAccess
      access {
        kind
        price {
          amountMinor
          currency
        }
        tiers {
          id
          name
        }
      }
    }
  }
`);
const POST = graphql(`
  query PaidPostsPost($id: ID!) {
    post(id: $id) {
      id
      content
      mediaUrl
      mediaType
      viewerCanAccess
      access {
        kind
        price {
          amountMinor
          currency
        }
        tiers {
          name
        }
      }
    }
  }
`);
const LISTS = graphql(`
  query PaidPostsLists($username: String!) {
    posts(authorUsername: $username, first: 20) {
      edges {
        node {
          id
          content
          mediaUrl
        }
      }
    }
    postsByHashtag(tag: "paidstory", first: 20) {
      edges {
        node {
          id
          content
          mediaUrl
        }
      }
    }
    search(query: "matatu", kind: POSTS, first: 20) {
      posts {
        edges {
          node {
            id
            content
            mediaUrl
          }
        }
      }
    }
  }
`);
const FEED = graphql(`
  query PaidPostsFeed($filters: [FeedFilter!]) {
    feed(mode: FOR_YOU, filters: $filters, first: 50) {
      edges {
        node {
          id
          content
          mediaUrl
          viewerCanAccess
          explanation {
            summary
            reasons {
              kind
            }
          }
        }
      }
    }
  }
`);
const UNLOCK = graphql(`
  mutation PaidPostsUnlock($postId: ID!, $key: String!) {
    unlockPost(postId: $postId, idempotencyKey: $key) {
      id
      checkoutUrl
      status
      purpose
      amountMinor
      currency
    }
  }
`);

const createPost = (user: TestUser, content: string, access?: PostAccessInput) =>
  server.gql(CREATE, { input: { content, access } }, { token: user.accessToken });
const read = async (user: TestUser | null, id: string) =>
  (await server.gql(POST, { id }, user ? { token: user.accessToken } : {})).data!.post!;
const unlock = (user: TestUser, postId: string, key = randomUUID()) =>
  server.gql(UNLOCK, { postId, key }, { token: user.accessToken });

async function buildTier(owner: TestUser, name: string, retired = false): Promise<string> {
  const [row] = await server.kuza.deps.db.query(
    `INSERT INTO membership_tiers (creator_id, name, price_minor, currency, retired_at)
     VALUES ($1, $2, 500, 'USD', ${retired ? 'now()' : 'NULL'}) RETURNING id`,
    [owner.id, name],
  );
  return row.id as string;
}

async function join(user: TestUser, tier: string, accessUntil: string): Promise<void> {
  await server.kuza.deps.db.query(
    `INSERT INTO memberships (tier_id, member_id, creator_id, status, current_period_end, access_until)
     VALUES ($1, $2, $3, 'ACTIVE', now() + interval '30 days', ${accessUntil})`,
    [tier, user.id, creator.id],
  );
}

/** Creates a post with an image (multipart, as the create page sends it). */
async function createImagePost(access: PostAccessInput, content: string) {
  const res = await gqlUpload(
    server,
    CREATE,
    { input: { content, media: null, access } },
    'variables.input.media',
    { name: 'map.png', type: 'image/png', bytes: PNG_BYTES },
    creator.accessToken,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createPost;
}

/** Pays a checkout in the test-mode gateway and lets the webhook and settlement run. */
async function pay(checkoutUrl: string) {
  await pressCheckoutButton(server, checkoutUrl, 'pay');
  await runJobs(server);
}

let membersPost: Awaited<ReturnType<typeof createImagePost>>;
let paidPost: Awaited<ReturnType<typeof createImagePost>>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://kuza.example' });
  creator = await buildUser(server, { username: 'paid_creator' });
  reader = await buildUser(server, { username: 'paid_reader' });
  member = await buildUser(server, { username: 'paid_member' });
  buyer = await buildUser(server, { username: 'paid_buyer' });
  tierId = await buildTier(creator, 'Inner Circle');
  await join(member, tierId, `now() + interval '30 days'`);
  membersPost = await createImagePost({ kind: 'MEMBERS', tierIds: [tierId] }, MEMBERS_TEXT);
  paidPost = await createImagePost({ kind: 'PAID', priceMinor: '250', currency: 'USD' }, LONG_TEXT);
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const teaser = postTeaser(LONG_TEXT);

describe('a locked post to someone not entitled', () => {
  it('answers its teaser and no media over GraphQL, with its price or tiers', async () => {
    expect(teaser.length).toBeLessThanOrEqual(POST_TEASER_CHARS + 1);
    expect(teaser).not.toContain('secret');
    for (const viewer of [reader, null]) {
      const paid = await read(viewer, paidPost.id);
      expect(paid).toMatchObject({
        content: teaser,
        mediaUrl: null,
        mediaType: 'IMAGE',
        viewerCanAccess: false,
        access: { kind: 'PAID', price: { amountMinor: '250', currency: 'USD' }, tiers: [] },
      });
      const members = await read(viewer, membersPost.id);
      expect(members).toMatchObject({
        content: teaser,
        mediaUrl: null,
        viewerCanAccess: false,
        access: { kind: 'MEMBERS', price: null, tiers: [{ name: 'Inner Circle' }] },
      });
    }
  });

  it('answers the teaser on the profile, hashtag and search lists and in the Paid Posts feed', async () => {
    const lists = (await server.gql(LISTS, { username: creator.username }, { token: reader.accessToken })).data!;
    for (const list of [lists.posts, lists.postsByHashtag, lists.search.posts]) {
      const locked = list.edges.filter((e) => [paidPost.id, membersPost.id].includes(e.node.id));
      expect(locked).toHaveLength(2);
      for (const { node } of locked) expect(node).toMatchObject({ content: teaser, mediaUrl: null });
    }
    const feed = (await server.gql(FEED, { filters: ['PAID'] }, { token: reader.accessToken })).data!.feed;
    expect(new Set(feed.edges.map((e) => e.node.id))).toEqual(new Set([paidPost.id, membersPost.id]));
    for (const { node } of feed.edges) expect(node).toMatchObject({ content: teaser, viewerCanAccess: false });
  });

  it('shows the teaser on the public page and its Open Graph tags, never the text or the file', async () => {
    const html = await (await fetch(`${server.url}/p/${paidPost.id}`)).text();
    expect(html).not.toContain(SECRET_TAIL);
    expect(html).not.toContain('/media/');
    expect(html).toContain('og:description');
  });

  it('refuses the file through /media, with and without Range, and with a forged signature', async () => {
    const author = await read(creator, paidPost.id);
    const bare = author.mediaUrl!.split('?')[0]!;
    const plain = await fetch(`${server.url}${bare}`);
    expect(plain.status).toBe(403);
    const ranged = await fetch(`${server.url}${bare}`, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(403);
    const forged = await fetch(`${server.url}${bare}?access=9999999999999.${'A'.repeat(43)}`);
    expect(forged.status).toBe(403);
  });
});

describe('those entitled', () => {
  it('the author, a member and (after paying) a buyer read everything, files included', async () => {
    for (const [viewer, id, text] of [
      [creator, paidPost.id, LONG_TEXT],
      [creator, membersPost.id, MEMBERS_TEXT],
      [member, membersPost.id, MEMBERS_TEXT],
    ] as const) {
      const post = await read(viewer, id);
      expect(post).toMatchObject({ content: text, viewerCanAccess: true });
      expect(post.mediaUrl).toMatch(/^\/media\/.+\?access=\d+\.[\w-]{43}$/);
      const file = await fetch(`${server.url}${post.mediaUrl}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, max-age=600');
      const whole = new Uint8Array(await file.arrayBuffer()); // the stored image (metadata cleaned), a PNG
      expect(whole.slice(0, 4)).toEqual(PNG_BYTES.slice(0, 4));
      const ranged = await fetch(`${server.url}${post.mediaUrl}`, { headers: { range: 'bytes=0-3' } });
      expect(ranged.status).toBe(206);
      expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(whole.slice(0, 4));
    }
    // A member's feed says why: the post is there because they are a member.
    const feed = (await server.gql(FEED, { filters: ['PAID'] }, { token: member.accessToken })).data!.feed;
    const shown = feed.edges.find((e) => e.node.id === membersPost.id)!.node;
    expect(shown.content).toBe(MEMBERS_TEXT);
    expect(shown.explanation!.reasons[0]!.kind).toBe('MEMBER');
    expect(shown.explanation!.summary).toContain('you are a member');
  });

  it('an expired member loses access at once, and a signed URL stops working when it expires', async () => {
    const lapsing = await buildUser(server);
    await join(lapsing, tierId, `now() + interval '1 hour'`);
    const before = await read(lapsing, membersPost.id);
    expect(before.content).toBe(MEMBERS_TEXT);
    await server.kuza.deps.db.query(`UPDATE memberships SET access_until = now() WHERE member_id = $1`, [lapsing.id]);
    expect(await read(lapsing, membersPost.id)).toMatchObject({ content: teaser, mediaUrl: null });
    // The URL handed out before expires within 20 minutes.
    const clock = server.kuza.deps.services.get(Clock);
    clock.set(new Date(Date.now() + 21 * 60_000));
    try {
      expect((await fetch(`${server.url}${before.mediaUrl}`)).status).toBe(403);
    } finally {
      clock.set(null);
    }
  });

  it('a purchase opens the post for the buyer and posts 70 % to the creator (then available), 30 % to fees', async () => {
    const feesBefore = await balance(server, 'platform:FEES:USD');
    const res = await unlock(buyer, paidPost.id);
    expect(res.errors).toBeUndefined();
    const checkout = res.data!.unlockPost;
    expect(checkout).toMatchObject({ status: 'PENDING', purpose: 'PURCHASE', amountMinor: '250', currency: 'USD' });
    expect((await read(buyer, paidPost.id)).content).toBe(teaser); // not before the gateway confirms
    await pay(checkout.checkoutUrl);
    const opened = await read(buyer, paidPost.id);
    expect(opened).toMatchObject({ content: LONG_TEXT, viewerCanAccess: true });
    expect((await fetch(`${server.url}${opened.mediaUrl}`)).status).toBe(200);
    expect(await balance(server, `user:${creator.id}:AVAILABLE:USD`)).toBe(175n);
    expect(await balance(server, `user:${creator.id}:PENDING:USD`)).toBe(0n);
    expect((await balance(server, 'platform:FEES:USD')) - feesBefore).toBe(75n);
    const [purchase] = await server.kuza.deps.db.query(
      `SELECT kind, metadata FROM ledger_transactions WHERE reference = $1 AND kind = 'PURCHASE'`,
      [checkout.id],
    );
    expect(purchase.metadata).toMatchObject({ postId: paidPost.id, split: null });
    // Bought once: a second unlock is refused.
    const again = await unlock(buyer, paidPost.id);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageId: 'paidPost.alreadyUnlocked',
    });
  });
});

describe('bad input', () => {
  it('refuses buying your own post, a post not for sale, and unknown posts', async () => {
    const own = await unlock(creator, paidPost.id);
    expect(own.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'paidPost.cannotBuyOwn' });
    const members = await unlock(reader, membersPost.id);
    expect(members.errors?.[0]?.extensions).toMatchObject({ messageId: 'paidPost.notForSale' });
    const missing = await unlock(reader, randomUUID());
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await server.kuza.deps.db.query(`SELECT 1 FROM checkouts WHERE purpose = 'PURCHASE' AND payer_id = $1`, [
        reader.id,
      ]),
    ).toHaveLength(0);
  });

  it('refuses bad prices, missing tiers, and tiers that are not yours or retired; writes no post', async () => {
    const other = await buildUser(server);
    const foreignTier = await buildTier(other, 'Not yours');
    const retiredTier = await buildTier(creator, 'Old', true);
    const cases: Array<[PostAccessInput, string, string]> = [
      [{ kind: 'PAID', priceMinor: '0', currency: 'USD' }, 'access.priceMinor', 'paidPost.priceInvalid'],
      [{ kind: 'PAID', priceMinor: '99', currency: 'USD' }, 'access.priceMinor', 'paidPost.priceInvalid'],
      [{ kind: 'PAID', priceMinor: '1.5', currency: 'USD' }, 'access.priceMinor', 'paidPost.priceInvalid'],
      [{ kind: 'PAID', priceMinor: '500', currency: 'XXX' }, 'access.currency', 'wallet.unknownCurrency'],
      [{ kind: 'MEMBERS', tierIds: [] }, 'access.tierIds', 'paidPost.tiersRequired'],
      [{ kind: 'MEMBERS', tierIds: [foreignTier] }, 'access.tierIds', 'paidPost.tierNotYours'],
      [{ kind: 'MEMBERS', tierIds: [retiredTier] }, 'access.tierIds', 'paidPost.tierNotYours'],
      [{ kind: 'MEMBERS', tierIds: ['not-a-uuid'] }, 'access.tierIds', 'paidPost.tierNotYours'],
    ];
    for (const [access, field, messageId] of cases) {
      const res = await createPost(creator, `Refused ${messageId} #refused`, access);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, messageId });
    }
    expect(await server.kuza.deps.db.query(`SELECT 1 FROM posts WHERE content LIKE 'Refused%'`)).toHaveLength(0);
  });

  it('a public post stays readable by everyone and is not in the Paid Posts feed', async () => {
    const res = await createPost(creator, 'Free for all #free', { kind: 'PUBLIC' });
    expect(res.data!.createPost).toMatchObject({ viewerCanAccess: true, access: { kind: 'PUBLIC' } });
    expect(await read(null, res.data!.createPost.id)).toMatchObject({ content: 'Free for all #free' });
    const feed = (await server.gql(FEED, { filters: ['PAID'] }, { token: reader.accessToken })).data!.feed;
    expect(feed.edges.map((e) => e.node.id)).not.toContain(res.data!.createPost.id);
  });
});
