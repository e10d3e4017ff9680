import { SPLIT_MESSAGES as S } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import type { SplitsListQueryVariables } from '../../gql/graphql';

// Split Earnings is saved: the owner and every collaborator see it, only the owner deletes it, and a refused split
// leaves nothing behind.
jest.setTimeout(30_000);

let server: TestServer;
let owner: TestUser;
let tunde: TestUser;
let zanele: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server, { username: 'amara' });
  tunde = await buildUser(server, { username: 'tunde_beats' });
  zanele = await buildUser(server, { username: 'zanele_designs' });
});
afterAll(() => server.stop());

const CREATE = graphql(`
  mutation SplitsCreateEarningsSplit($input: CreateEarningsSplitInput!) {
    createEarningsSplit(input: $input) {
      id
      projectName
      ownerPercentage
      owner {
        username
      }
      shares {
        percentage
        collaborator {
          username
        }
      }
    }
  }
`);
const LIST = graphql(`
  query SplitsList($first: Int, $after: String) {
    earningsSplits(first: $first, after: $after) {
      edges {
        node {
          projectName
          ownerPercentage
          owner {
            username
          }
          shares {
            percentage
            collaborator {
              username
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const create = (user: TestUser, projectName: string, collaborators: Array<{ username: string; percentage: number }>) =>
  server.gql(CREATE, { input: { projectName, collaborators } }, { token: user.accessToken });
const list = async (user: TestUser, variables: SplitsListQueryVariables = {}) =>
  (await server.gql(LIST, variables, { token: user.accessToken })).data!.earningsSplits;
const splitCount = async () =>
  Number((await server.kuza.deps.db.query(`SELECT count(*) FROM earnings_splits`))[0].count);

it("saves a split that its owner and each collaborator see, the rest being the owner's", async () => {
  const created = await create(owner, '  Lagos Nights EP ', [
    { username: '@Tunde_Beats', percentage: 30 },
    { username: 'zanele_designs', percentage: 12.5 },
  ]);
  expect(created.errors).toBeUndefined();
  expect(created.data!.createEarningsSplit).toMatchObject({
    projectName: 'Lagos Nights EP',
    ownerPercentage: 57.5,
    owner: { username: 'amara' },
    shares: [
      { percentage: 30, collaborator: { username: 'tunde_beats' } },
      { percentage: 12.5, collaborator: { username: 'zanele_designs' } },
    ],
  });
  for (const user of [owner, tunde, zanele]) {
    expect((await list(user)).edges.map((e) => e.node.projectName)).toEqual(['Lagos Nights EP']);
  }
  // Each collaborator is told, by the owner; the owner is not.
  const notifications = async (user: TestUser) =>
    (
      await server.gql(
        graphql(`
          query SplitsNotifications {
            notifications(first: 5) {
              edges {
                node {
                  kind
                  actor {
                    username
                  }
                }
              }
            }
          }
        `),
        {},
        { token: user.accessToken },
      )
    ).data!.notifications.edges.map((e) => e.node);
  for (const user of [tunde, zanele])
    expect(await notifications(user)).toEqual([{ kind: 'SPLIT', actor: { username: 'amara' } }]);
  expect(await notifications(owner)).toEqual([]);
  const outsider = await buildUser(server);
  expect((await list(outsider)).edges).toEqual([]);
});

it("refuses a split with the spec's and Kuza's messages, and writes nothing", async () => {
  const before = await splitCount();
  const refusals: Array<[string, Array<{ username: string; percentage: number }>, string, string]> = [
    ['', [{ username: 'tunde_beats', percentage: 10 }], 'Please enter a project name.', 'projectName'],
    ['Album', [{ username: ' ', percentage: 10 }], 'Please add at least one collaborator.', 'collaborators'],
    ['Album', [{ username: 'nobody_here', percentage: 10 }], S.unknownCollaborator, 'collaborators.0.username'],
    [
      'Album',
      [
        { username: 'tunde_beats', percentage: 10 },
        { username: '@amara', percentage: 5 },
      ],
      S.selfCollaborator,
      'collaborators.1.username',
    ],
    [
      'Album',
      [
        { username: 'tunde_beats', percentage: 60 },
        { username: 'zanele_designs', percentage: 40.01 },
      ],
      S.overHundred,
      'collaborators',
    ],
    ['Album', [{ username: 'tunde_beats', percentage: 0 }], S.percentageRange, 'collaborators.0.percentage'],
    ['Album', [{ username: 'tunde_beats', percentage: 10.005 }], S.percentageRange, 'collaborators.0.percentage'],
    [
      'Album',
      [
        { username: 'tunde_beats', percentage: 10 },
        { username: 'TUNDE_BEATS', percentage: 10 },
      ],
      S.duplicateCollaborator,
      'collaborators.1.username',
    ],
    ['x'.repeat(101), [{ username: 'tunde_beats', percentage: 10 }], S.projectNameTooLong, 'projectName'],
  ];
  for (const [projectName, collaborators, message, field] of refusals) {
    const response = await create(owner, projectName, collaborators);
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  }
  expect(await splitCount()).toBe(before);
  // Exactly 100 is allowed: the owner keeps nothing.
  const all = await create(owner, 'Gift', [
    { username: 'tunde_beats', percentage: 99.99 },
    { username: 'zanele_designs', percentage: 0.01 },
  ]);
  expect(all.data!.createEarningsSplit.ownerPercentage).toBe(0);
});

it('pages newest first, and lets only the owner delete a split', async () => {
  for (const name of ['One', 'Two', 'Three'])
    expect((await create(tunde, name, [{ username: 'zanele_designs', percentage: 10 }])).errors).toBeUndefined();
  const names: string[] = [];
  for (let after: string | null = null; ;) {
    const page = await list(zanele, { first: 2, after });
    names.push(...page.edges.map((e) => e.node.projectName));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(names).toEqual(['Three', 'Two', 'One', 'Gift', 'Lagos Nights EP']);

  const [three] = (
    await server.gql(
      graphql(`
        query SplitsEarningsSplitsEdges {
          earningsSplits(first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      `),
      {},
      { token: tunde.accessToken },
    )
  ).data!.earningsSplits.edges;
  const DELETE = graphql(`
    mutation SplitsDeleteEarningsSplit($id: ID!) {
      deleteEarningsSplit(id: $id)
    }
  `);
  const byCollaborator = await server.gql(DELETE, { id: three.node.id }, { token: zanele.accessToken });
  expect(byCollaborator.errors?.[0]).toMatchObject({ message: S.notOwner, extensions: { code: 'FORBIDDEN' } });
  const anonymous = await server.gql(DELETE, { id: three.node.id });
  expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect((await server.gql(DELETE, { id: three.node.id }, { token: tunde.accessToken })).data).toEqual({
    deleteEarningsSplit: true,
  });
  const again = await server.gql(DELETE, { id: three.node.id }, { token: tunde.accessToken });
  expect(again.errors?.[0]).toMatchObject({ message: S.notFound, extensions: { code: 'NOT_FOUND' } });
  expect((await list(zanele)).edges.map((e) => e.node.projectName)).toEqual(['Two', 'One', 'Gift', 'Lagos Nights EP']);
});
