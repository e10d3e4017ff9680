import { randomUUID } from 'node:crypto';
import { POST_TEASER_CHARS, postTeaser } from '@kuza/common';
import { Clock } from '../../../server/src/kernel/clock';
import { graphql } from '../../gql';
import type { PostAccessInput } from '../../gql/graphql';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { SEARCH_POSTS } from './search-operations';

// Search and locked posts (issue 32): whoever may read only a members-only or pay-per-view post's teaser finds it
// only by the teaser's words and sees only the teaser; its author, members of its tiers and buyers find it by any
// word and read it all.
jest.setTimeout(60_000);

let server: TestServer;
let creator: TestUser;
let reader: TestUser;
let member: TestUser;
let buyer: TestUser;
let lapsed: TestUser;

// The teaser speaks of a matatu; only past it come "kilimanjaro" (members-only) and "serengeti" (pay-per-view).
const OPENING = 'Matatu stories from the road to Arusha, told at dawn by the drivers who know every bend. ';
const MEMBERS_TEXT = `${OPENING.repeat(2)}The hidden chapter climbs Kilimanjaro at night.`;
const PAID_TEXT = `${OPENING.repeat(2)}The paid chapter crosses the Serengeti with the herds.`;
// A public post's every word is searchable, however long it is.
const PUBLIC_TEXT = `${OPENING.repeat(2)}The open chapter waits for the Ngorongoro rains.`;

const CREATE = graphql(`
  mutation SearchLockedCreate($input: CreatePostInput!) {
    createPost(input: $input) {
      id
    }
  }
`);

async function createPost(content: string, access: PostAccessInput): Promise<string> {
  const res = await server.gql(CREATE, { input: { content, access } }, { token: creator.accessToken });
  expect(res.errors).toBeUndefined();
  return res.data!.createPost.id;
}

const db = () => server.kuza.deps.db;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'locked_creator' });
  reader = await buildUser(server, { username: 'locked_reader' });
  member = await buildUser(server, { username: 'locked_member' });
  buyer = await buildUser(server, { username: 'locked_buyer' });
  lapsed = await buildUser(server, { username: 'locked_lapsed' });
  const [tier] = await db().query(
    `INSERT INTO membership_tiers (creator_id, name, price_minor, currency) VALUES ($1, 'Road crew', 500, 'USD')
     RETURNING id`,
    [creator.id],
  );
  // The member's access runs for a month; the lapsed one's ended yesterday (the app's clock decides).
  for (const [user, days] of [
    [member, 30],
    [lapsed, -1],
  ] as const)
    await db().query(
      `INSERT INTO memberships (tier_id, member_id, creator_id, status, current_period_end, access_until)
       VALUES ($1, $2, $3, 'ACTIVE', now() + interval '30 days', now() + $4 * interval '1 day')`,
      [tier.id, user.id, creator.id, days],
    );
  await createPost(MEMBERS_TEXT, { kind: 'MEMBERS', tierIds: [tier.id] });
  const paidId = await createPost(PAID_TEXT, { kind: 'PAID', priceMinor: '250', currency: 'USD' });
  // A settled purchase, as the checkout's handler writes it (tests/integration/paid-posts goes through the gateway).
  await db().query(
    `INSERT INTO post_purchases (post_id, buyer_id, checkout_id, amount_minor, currency) VALUES ($1, $2, $3, 250, 'USD')`,
    [paidId, buyer.id, randomUUID()],
  );
  await buildPost(server, creator, PUBLIC_TEXT);
});
afterAll(() => server.stop());

/** The contents of the posts found, as the searcher sees them (null: anonymous). */
const found = async (q: string, user: TestUser | null) =>
  (
    await server.gql(SEARCH_POSTS, { q, first: 20 }, user ? { token: user.accessToken } : {})
  ).data!.search.posts.edges.map((edge) => edge.node.content);

it('puts the hidden words past the teaser', () => {
  for (const [text, word] of [
    [MEMBERS_TEXT, 'Kilimanjaro'],
    [PAID_TEXT, 'Serengeti'],
  ])
    expect(text.indexOf(word)).toBeGreaterThan(POST_TEASER_CHARS);
});

it('finds nothing by a word past the teaser for whoever may not read it', async () => {
  for (const user of [reader, lapsed, null]) {
    expect(await found('kilimanjaro', user)).toEqual([]);
    expect(await found('serengeti', user)).toEqual([]);
    // Nor when the hidden word comes with a word of the teaser.
    expect(await found('matatu kilimanjaro', user)).toEqual([]);
  }
  // The buyer of the pay-per-view post is no member.
  expect(await found('kilimanjaro', buyer)).toEqual([]);
  expect(await found('serengeti', member)).toEqual([]);
});

it('finds a locked post by a word of its teaser, and shows only the teaser', async () => {
  for (const user of [reader, null]) {
    const contents = await found('matatu', user);
    expect([...contents].sort()).toEqual([postTeaser(MEMBERS_TEXT), postTeaser(PAID_TEXT), PUBLIC_TEXT].sort());
    expect(contents.join(' ')).not.toMatch(/kilimanjaro|serengeti/i);
  }
  // The public post is found by a word past 140 characters too.
  expect(await found('ngorongoro', null)).toEqual([PUBLIC_TEXT]);
});

it('finds it by any word, whole, for its author, its members and its buyers', async () => {
  expect(await found('kilimanjaro', creator)).toEqual([MEMBERS_TEXT]);
  expect(await found('serengeti', creator)).toEqual([PAID_TEXT]);
  expect(await found('kilimanjaro', member)).toEqual([MEMBERS_TEXT]);
  expect(await found('serengeti', buyer)).toEqual([PAID_TEXT]);
});

it("ends a member's finding when their access ends by the app's clock", async () => {
  const clock = server.kuza.deps.services.get(Clock);
  clock.set(new Date(Date.now() + 31 * 24 * 3600 * 1000));
  try {
    expect(await found('kilimanjaro', member)).toEqual([]);
  } finally {
    clock.set(null);
  }
  expect(await found('kilimanjaro', member)).toEqual([MEMBERS_TEXT]);
});
