import { follow } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';
import { block, unblock } from '../blocks/block-operations';

// A profile page's profile is read in one statement with the caller's follow and block state, and `me` with its
// profile (issue 35): what each caller sees must not change with that.
jest.setTimeout(60_000);

let server: TestServer;
let nia: TestUser;
let reader: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  nia = await buildUser(server, { username: 'Nia_Page' });
  reader = await buildUser(server, { username: 'page_reader' });
  admin = await buildUser(server, { username: 'page_admin', roles: ['ADMIN'] });
});
afterAll(() => server.stop());

const PROFILE = graphql(`
  query ProfileStatementPage($u: String!) {
    profile(username: $u) {
      id
      username
      followersCount
      viewerIsFollowing
      location
      roles
    }
  }
`);

const ME = graphql(`
  query ProfileStatementMe {
    me {
      id
      username
      roles
      profile {
        id
        username
      }
    }
  }
`);

it('answers who follows whom per caller, case-insensitively, and hides a blocked pair from each other', async () => {
  const before = await server.gql(PROFILE, { u: 'nia_page' }, { token: reader.accessToken });
  expect(before.data?.profile).toMatchObject({ username: 'Nia_Page', followersCount: 0, viewerIsFollowing: false });
  await follow(server, reader, nia);
  const after = await server.gql(PROFILE, { u: 'NIA_PAGE' }, { token: reader.accessToken });
  expect(after.data?.profile).toMatchObject({ followersCount: 1, viewerIsFollowing: true, roles: ['USER'] });
  // Someone else, and an anonymous visitor, do not follow her.
  const other = await server.gql(PROFILE, { u: 'Nia_Page' }, { token: admin.accessToken });
  expect(other.data?.profile).toMatchObject({ followersCount: 1, viewerIsFollowing: false });
  const anonymous = await server.gql(PROFILE, { u: 'Nia_Page' });
  expect(anonymous.data?.profile).toMatchObject({ viewerIsFollowing: false, location: null });

  await block(server, nia, reader);
  expect((await server.gql(PROFILE, { u: 'Nia_Page' }, { token: reader.accessToken })).data?.profile).toBeNull();
  expect((await server.gql(PROFILE, { u: 'page_reader' }, { token: nia.accessToken })).data?.profile).toBeNull();
  await unblock(server, nia, reader);
  expect((await server.gql(PROFILE, { u: 'Nia_Page' }, { token: reader.accessToken })).data?.profile).not.toBeNull();
  // One's own page.
  const own = await server.gql(PROFILE, { u: 'nia_page' }, { token: nia.accessToken });
  expect(own.data?.profile).toMatchObject({ id: nia.id, viewerIsFollowing: false });
});

it('answers me with its profile and roles, and a profile of someone else with theirs', async () => {
  const me = await server.gql(ME, {}, { token: admin.accessToken });
  expect(me.data?.me).toEqual({
    id: admin.id,
    username: 'page_admin',
    roles: ['ADMIN', 'USER'],
    profile: { id: admin.id, username: 'page_admin' },
  });
  const adminPage = await server.gql(PROFILE, { u: 'page_admin' }, { token: reader.accessToken });
  expect(adminPage.data?.profile?.roles).toEqual(['ADMIN', 'USER']);
  expect((await server.gql(ME, {})).data?.me).toBeNull();
});
