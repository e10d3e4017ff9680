import { AuthService } from '../../../server/src/features/auth/auth.service';
import { User } from '../../../server/src/features/auth/user.entity';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { DEMO_ADMIN } from '../../../server/src/app/demo-seed/demo-accounts';

// Seeding runs every demo step (accounts, roles, posts, locations) through the real services.
jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: true });
});
afterAll(() => server.stop());

it('gives a new database demo posts with trending hashtags, follows, likes and comments', async () => {
  const trending = await server.gql(`{ trendingHashtags { tag usageCount } }`);
  const tags = trending.data.trendingHashtags.map((h: { tag: string }) => h.tag);
  expect(tags).toEqual(expect.arrayContaining(['afrobeats', 'nairobi', 'design']));
  expect(trending.data.trendingHashtags).toHaveLength(10);

  const amara = await server.gql(`{ profile(username: "amara") { followersCount followingCount } }`);
  expect(amara.data.profile).toEqual({ followersCount: 5, followingCount: 2 });

  const user = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ email: 'amara@kuza.africa' });
  const { accessToken } = await server.kuza.deps.services.get(AuthService).startSessionFor(user, { ip: '127.0.0.1', userAgent: 'jest' });
  const feed = await server.gql(
    `{ feed(mode: MY_FLOW, first: 20) { edges { node { author { username } likesCount commentsCount explanation { summary } } } } }`,
    {},
    { token: accessToken },
  );
  const posts = feed.data.feed.edges.map((e: { node: unknown }) => e.node);
  expect(new Set(posts.map((p: { author: { username: string } }) => p.author.username))).toEqual(new Set(['amara', 'tunde_beats', 'zanele_designs']));
  expect(posts.some((p: { likesCount: number }) => p.likesCount > 0)).toBe(true);
  expect(posts.some((p: { commentsCount: number }) => p.commentsCount > 0)).toBe(true);
  expect(posts.find((p: { author: { username: string } }) => p.author.username === 'tunde_beats').explanation.summary).toMatch(/@tunde_beats, whom you follow/);
});

it('gives the moderation screens a reported spam comment, and the demo admin its report alerts', async () => {
  const admin = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ email: DEMO_ADMIN.email });
  const { accessToken } = await server.kuza.deps.services.get(AuthService).startSessionFor(admin, { ip: '127.0.0.1', userAgent: 'jest' });
  const answer = await server.gql(
    `{ moderationCounts { pending } moderationQueue { edges { node { kind reasons reportCount author { username } } } }
       reportCounts { open } notifications(first: 5) { edges { node { kind reportReason } } } }`,
    {},
    { token: accessToken },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data.moderationCounts).toEqual({ pending: 1 });
  expect(answer.data.moderationQueue.edges[0].node).toEqual({ kind: 'COMMENT', reasons: ['SCAM', 'SPAM'], reportCount: 2, author: { username: 'lagos_fan1' } });
  expect(answer.data.reportCounts).toEqual({ open: 2 });
  expect(answer.data.notifications.edges.map((e: { node: { kind: string } }) => e.node.kind)).toEqual(['REPORT', 'REPORT']);
});

it("gives amara shoutouts and collab requests of her own, and what she sent to others", async () => {
  const user = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ email: 'amara@kuza.africa' });
  const { accessToken } = await server.kuza.deps.services.get(AuthService).startSessionFor(user, { ip: '127.0.0.1', userAgent: 'jest' });
  const answer = await server.gql(
    `{ receivedShoutouts { edges { node { from { username } } } } sentShoutouts { edges { node { to { username } } } }
       receivedCollabRequests { edges { node { type amount status from { username } } } } sentCollabRequests { edges { node { status to { username } } } } }`,
    {},
    { token: accessToken },
  );
  expect(answer.errors).toBeUndefined();
  const nodes = (list: { edges: Array<{ node: unknown }> }) => list.edges.map((edge) => edge.node);
  expect(nodes(answer.data.receivedShoutouts)).toEqual([{ from: { username: 'selam_films' } }, { from: { username: 'kofi_pod' } }]);
  expect(nodes(answer.data.sentShoutouts)).toEqual([{ to: { username: 'zanele_designs' } }]);
  expect(nodes(answer.data.receivedCollabRequests)).toEqual([
    { type: 'PODCAST_GUEST', amount: 200, status: 'NEW', from: { username: 'kofi_pod' } },
    { type: 'FEATURE', amount: 0, status: 'NEW', from: { username: 'tunde_beats' } },
  ]);
  expect(nodes(answer.data.sentCollabRequests)).toEqual([{ status: 'NEW', to: { username: 'selam_films' } }]);
});

it('gives amara a split of her own and one she is in, with her collaborators told', async () => {
  const user = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ email: 'amara@kuza.africa' });
  const { accessToken } = await server.kuza.deps.services.get(AuthService).startSessionFor(user, { ip: '127.0.0.1', userAgent: 'jest' });
  const answer = await server.gql(
    `{ earningsSplits { edges { node { projectName ownerPercentage viewerIsOwner owner { username } shares { percentage collaborator { username } } } } } }`,
    {},
    { token: accessToken },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data.earningsSplits.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
    {
      projectName: 'Nairobi Matatu Stories',
      ownerPercentage: 64.5,
      viewerIsOwner: true,
      owner: { username: 'amara' },
      shares: [
        { percentage: 20, collaborator: { username: 'kofi_pod' } },
        { percentage: 15.5, collaborator: { username: 'selam_films' } },
      ],
    },
    {
      projectName: 'Lagos Nights EP',
      ownerPercentage: 65,
      viewerIsOwner: false,
      owner: { username: 'tunde_beats' },
      shares: [
        { percentage: 25, collaborator: { username: 'amara' } },
        { percentage: 10, collaborator: { username: 'zanele_designs' } },
      ],
    },
  ]);
  const [told] = await server.kuza.deps.db.query(
    `SELECT count(*)::int AS n FROM notifications n JOIN profiles p ON p.id = n.recipient_id WHERE n.kind = 'SPLIT' AND p.username = 'amara'`,
  );
  expect(told.n).toBe(1);
});

it('turns the four sample circles into real ones owned by the demo creators, with members, posts and a request for amara', async () => {
  const user = await server.kuza.deps.db.getRepository(User).findOneByOrFail({ email: 'amara@kuza.africa' });
  const { accessToken } = await server.kuza.deps.services.get(AuthService).startSessionFor(user, { ip: '127.0.0.1', userAgent: 'jest' });
  const answer = await server.gql(
    `{ circles { edges { node { id name isPrivate membersCount postsCount viewerStatus owner { username } } } } }`,
    {},
    { token: accessToken },
  );
  expect(answer.errors).toBeUndefined();
  const circles = answer.data.circles.edges.map((e: { node: Record<string, unknown> }) => e.node);
  expect(circles.map(({ id: _id, ...rest }: Record<string, unknown>) => rest)).toEqual([
    { name: 'Creator Founders Club', isPrivate: true, membersCount: 2, postsCount: 1, viewerStatus: 'OWNER', owner: { username: 'amara' } },
    { name: 'Pan-African Podcasters', isPrivate: true, membersCount: 2, postsCount: 2, viewerStatus: 'MEMBER', owner: { username: 'kofi_pod' } },
    { name: 'Nairobi Photographers', isPrivate: false, membersCount: 3, postsCount: 1, viewerStatus: 'MEMBER', owner: { username: 'zanele_designs' } },
    { name: 'Afrobeats Producers', isPrivate: false, membersCount: 3, postsCount: 2, viewerStatus: 'MEMBER', owner: { username: 'tunde_beats' } },
  ]);
  const requests = await server.gql(
    `query ($id: ID!) { circleJoinRequests(circleId: $id) { edges { node { user { username } } } } }`,
    { id: circles[0].id },
    { token: accessToken },
  );
  expect(requests.data.circleJoinRequests.edges).toEqual([{ node: { user: { username: 'selam_films' } } }]);
});
