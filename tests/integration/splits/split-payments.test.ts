import { randomUUID } from 'node:crypto';
import { graphql } from '../../gql';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { expectLedgerInvariants } from '../../helpers/ledger-invariants';
import { balance, pressCheckoutButton, runJobs } from '../../helpers/payments';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Splits that pay: a tip on a post with a split divides the creator's 95 % between the owner and the collaborators
// in the tip's own ledger transaction (largest remainder), each share pending then available; collaborators earn
// it as SPLITS and see it in their wallet; the split as applied stays with the transaction when the split changes.
jest.setTimeout(60_000);

let server: TestServer;
let supporter: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  supporter = await buildUser(server, { username: 'split_supporter' });
});
afterEach(() => expectLedgerInvariants(server.kuza.deps.db));
afterAll(() => server.stop());

const CREATE_SPLIT = graphql(`
  mutation SplitPayCreateSplit($input: CreateEarningsSplitInput!) {
    createEarningsSplit(input: $input) {
      id
    }
  }
`);
const CREATE_POST = graphql(`
  mutation SplitPayCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      split {
        id
        projectName
      }
    }
  }
`);
const SET_POST_SPLIT = graphql(`
  mutation SplitPaySetPostSplit($postId: ID!, $splitId: ID) {
    setPostSplit(postId: $postId, splitId: $splitId) {
      id
      split {
        id
      }
    }
  }
`);
const POST_SPLIT = graphql(`
  query SplitPayPostSplit($id: ID!) {
    post(id: $id) {
      id
      split {
        id
      }
    }
  }
`);
const TIP = graphql(`
  mutation SplitPayTip($input: TipInput!) {
    tip(input: $input) {
      id
      checkoutUrl
    }
  }
`);
const EARNED = graphql(`
  query SplitPayEarned {
    earningsSplits(first: 20) {
      edges {
        node {
          id
          projectName
          earnedSoFar {
            currency
            total {
              amountMinor
              currency
            }
            yours {
              amountMinor
              currency
            }
          }
        }
      }
    }
  }
`);
const MONEY = graphql(`
  query SplitPayMoney($period: EarningsPeriodInput!) {
    earnings(period: $period) {
      bySource {
        source
        amount {
          amountMinor
          currency
        }
      }
    }
    wallet {
      balances {
        currency
        pending {
          amountMinor
        }
        available {
          amountMinor
        }
      }
      transactions(first: 10) {
        edges {
          node {
            kind
            direction
            gross {
              amountMinor
            }
            net {
              amountMinor
            }
          }
        }
      }
    }
  }
`);

const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

async function makeSplit(owner: TestUser, projectName: string, collaborators: Array<[TestUser, string]>) {
  const res = await server.gql(
    CREATE_SPLIT,
    {
      input: { projectName, collaborators: collaborators.map(([u, p]) => ({ username: u.username, percentage: +p })) },
    },
    { token: owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createEarningsSplit.id;
}

/** A paid tip through the test gateway, its webhook and settlement jobs; answers the checkout id. */
async function paidTip(creator: TestUser, postId: string, amountMinor: string): Promise<string> {
  const res = await server.gql(
    TIP,
    {
      input: {
        creatorUsername: creator.username,
        postId,
        amountMinor,
        currency: 'USD',
        message: null,
        idempotencyKey: randomUUID(),
      },
    },
    { token: supporter.accessToken },
  );
  expect(res.errors).toBeUndefined();
  await pressCheckoutButton(server, res.data!.tip.checkoutUrl, 'pay');
  await runJobs(server);
  return res.data!.tip.id;
}

async function tipPosting(checkoutId: string) {
  const [row] = (await server.kuza.deps.db.query(
    `SELECT t.id::text, t.metadata, json_object_agg(a.key, e.amount_minor::text) AS entries
     FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.idempotency_key = $1 GROUP BY t.id`,
    [`tip:${checkoutId}`],
  )) as Array<{ metadata: { split: unknown }; entries: Record<string, string> }>;
  return row!;
}

async function money(user: TestUser) {
  const res = await server.gql(MONEY, { period: { from: today, to: today } }, { token: user.accessToken });
  expect(res.errors).toBeUndefined();
  return res.data!;
}
const earned = async (user: TestUser, splitId: string) =>
  (await server.gql(EARNED, undefined, { token: user.accessToken })).data!.earningsSplits.edges.find(
    (edge) => edge.node.id === splitId,
  )?.node.earnedSoFar;

it('divides a tip on a post with a split in the same transaction, and each collaborator earns it as SPLITS', async () => {
  const owner = await buildUser(server);
  const tunde = await buildUser(server);
  const zanele = await buildUser(server);
  const splitId = await makeSplit(owner, 'Afrobeats EP', [
    [tunde, '33.33'],
    [zanele, '25'],
  ]);
  const created = await server.gql(
    CREATE_POST,
    { input: { content: 'Our EP is out #afrobeats', splitId } },
    { token: owner.accessToken },
  );
  expect(created.errors).toBeUndefined();
  expect(created.data!.createPost.split).toEqual({ id: splitId, projectName: 'Afrobeats EP' });
  const postId = created.data!.createPost.id;

  const checkoutId = await paidTip(owner, postId, '1001');
  // 95 % of 10.01 is 951; the floors are 396 (41.67 %), 316 (33.33 %) and 237 (25 %), and the two units left go
  // to the largest remainders (316.97 and 237.75).
  const posting = await tipPosting(checkoutId);
  const shares = {
    owner: BigInt(posting.entries[`user:${owner.id}:PENDING:USD`]!),
    tunde: BigInt(posting.entries[`user:${tunde.id}:PENDING:USD`]!),
    zanele: BigInt(posting.entries[`user:${zanele.id}:PENDING:USD`]!),
  };
  expect(shares.owner + shares.tunde + shares.zanele).toBe(951n);
  expect(shares).toEqual({ owner: 396n, tunde: 317n, zanele: 238n });
  expect(posting.entries['platform:FEES:USD']).toBe('50');
  expect(posting.metadata.split).toEqual({
    splitId,
    projectName: 'Afrobeats EP',
    ownerId: owner.id,
    shares: [
      { userId: owner.id, basisPoints: 4167, amountMinor: '396' },
      { userId: tunde.id, basisPoints: 3333, amountMinor: '317' },
      { userId: zanele.id, basisPoints: 2500, amountMinor: '238' },
    ],
  });
  // Settled: every share moved from pending to available (the job ran with the webhook's).
  expect(await balance(server, `user:${tunde.id}:AVAILABLE:USD`)).toBe(317n);
  expect(await balance(server, `user:${tunde.id}:PENDING:USD`)).toBe(0n);
  expect(await balance(server, `user:${owner.id}:AVAILABLE:USD`)).toBe(396n);

  const tundeMoney = await money(tunde);
  expect(tundeMoney.earnings.bySource).toEqual([{ source: 'SPLITS', amount: { amountMinor: '317', currency: 'USD' } }]);
  expect(tundeMoney.wallet.transactions.edges.map((edge) => edge.node)).toEqual([
    { kind: 'SPLIT', direction: 'IN', gross: { amountMinor: '1001' }, net: { amountMinor: '317' } },
  ]);
  const ownerMoney = await money(owner);
  expect(ownerMoney.earnings.bySource).toEqual([{ source: 'TIPS', amount: { amountMinor: '396', currency: 'USD' } }]);
  expect(ownerMoney.wallet.transactions.edges.map((edge) => edge.node.kind)).toEqual(['TIP']);

  const total = { amountMinor: '951', currency: 'USD' };
  expect(await earned(owner, splitId)).toEqual([
    { currency: 'USD', total, yours: { amountMinor: '396', currency: 'USD' } },
  ]);
  expect(await earned(zanele, splitId)).toEqual([
    { currency: 'USD', total, yours: { amountMinor: '238', currency: 'USD' } },
  ]);
});

it('keeps the split as applied when the post gets another split; later tips follow the new one', async () => {
  const owner = await buildUser(server);
  const ama = await buildUser(server);
  const kofi = await buildUser(server);
  const first = await makeSplit(owner, 'Podcast season 1', [[ama, '50']]);
  const second = await makeSplit(owner, 'Podcast season 2', [[kofi, '10']]);
  const post = await buildPost(server, owner, 'Episode 1 #podcast');
  const attached = await server.gql(SET_POST_SPLIT, { postId: post.id, splitId: first }, { token: owner.accessToken });
  expect(attached.data!.setPostSplit.split).toEqual({ id: first });

  const before = await paidTip(owner, post.id, '2000'); // 1900 to share
  expect((await tipPosting(before)).entries[`user:${ama.id}:PENDING:USD`]).toBe('950');

  await server.gql(SET_POST_SPLIT, { postId: post.id, splitId: second }, { token: owner.accessToken });
  const after = await paidTip(owner, post.id, '2000');
  const later = await tipPosting(after);
  expect(later.entries[`user:${kofi.id}:PENDING:USD`]).toBe('190');
  expect(later.entries[`user:${ama.id}:PENDING:USD`]).toBeUndefined();

  // The first tip's record still names the first split and its shares; so do the amounts earned so far.
  expect((await tipPosting(before)).metadata.split).toMatchObject({ splitId: first, shares: [{}, { userId: ama.id }] });
  expect(await earned(ama, first)).toEqual([
    {
      currency: 'USD',
      total: { amountMinor: '1900', currency: 'USD' },
      yours: { amountMinor: '950', currency: 'USD' },
    },
  ]);
  expect(await earned(owner, second)).toEqual([
    {
      currency: 'USD',
      total: { amountMinor: '1900', currency: 'USD' },
      yours: { amountMinor: '1710', currency: 'USD' },
    },
  ]);

  // Deleting the first split changes no history: ama keeps her money and her SPLITS earnings.
  await server.gql(
    graphql(`
      mutation SplitPayDelete($id: ID!) {
        deleteEarningsSplit(id: $id)
      }
    `),
    { id: first },
    { token: owner.accessToken },
  );
  expect(await balance(server, `user:${ama.id}:AVAILABLE:USD`)).toBe(950n);
  expect((await money(ama)).earnings.bySource).toEqual([
    { source: 'SPLITS', amount: { amountMinor: '950', currency: 'USD' } },
  ]);

  // Detached: the next tip is the owner's alone.
  await server.gql(SET_POST_SPLIT, { postId: post.id, splitId: null }, { token: owner.accessToken });
  const alone = await tipPosting(await paidTip(owner, post.id, '100'));
  expect(alone.entries).toEqual({
    'clearing:fake:USD': '-100',
    [`user:${owner.id}:PENDING:USD`]: '95',
    'platform:FEES:USD': '5',
  });
  expect(alone.metadata.split).toBeNull();
});

it("lets only the post's author attach, and only a split they made; others do not see it", async () => {
  const owner = await buildUser(server);
  const other = await buildUser(server);
  const collaborator = await buildUser(server);
  const mine = await makeSplit(owner, 'Mine', [[collaborator, '20']]);
  const theirs = await makeSplit(other, 'Theirs', [[owner, '20']]);
  const post = await buildPost(server, owner, 'A post');
  const othersPost = await buildPost(server, other, 'Their post');

  const notMine = await server.gql(SET_POST_SPLIT, { postId: post.id, splitId: theirs }, { token: owner.accessToken });
  expect(notMine.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(notMine.errors?.[0]?.message).toBe('You can attach only a split you made.');
  const notTheirPost = await server.gql(
    SET_POST_SPLIT,
    { postId: othersPost.id, splitId: mine },
    { token: owner.accessToken },
  );
  expect(notTheirPost.errors?.[0]?.message).toBe('You can attach a split only to your own posts.');
  const onCreate = await server.gql(
    CREATE_POST,
    { input: { content: 'Refused', splitId: theirs } },
    { token: owner.accessToken },
  );
  expect(onCreate.errors?.[0]?.message).toBe('You can attach only a split you made.');
  const posts: Array<{ n: number }> = await server.kuza.deps.db.query(
    `SELECT count(*)::int AS n FROM posts WHERE content = 'Refused'`,
  );
  expect(posts[0]!.n).toBe(0);

  await server.gql(SET_POST_SPLIT, { postId: post.id, splitId: mine }, { token: owner.accessToken });
  const seenBy = async (user?: TestUser) =>
    (await server.gql(POST_SPLIT, { id: post.id }, user ? { token: user.accessToken } : {})).data!.post!.split;
  expect(await seenBy(owner)).toEqual({ id: mine });
  expect(await seenBy(collaborator)).toEqual({ id: mine });
  expect(await seenBy(other)).toBeNull();
  expect(await seenBy()).toBeNull();
});
