import { PLATFORM_MESSAGES } from '@kuza/common';
import { buildPost } from '../../helpers/content-factories';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

let server: TestServer;
let amara: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  amara = await buildUser(server, { username: 'amara' });
  kofi = await buildUser(server, { username: 'kofi_pod' });
  await buildPost(server, amara, 'Moonlight tales #folklore');
  // Where the dashboard's detection placed her (location/location.service.ts writes these columns).
  await server.kuza.deps.db.query(
    `UPDATE profiles SET city = 'Nairobi', country = 'Kenya', country_code = 'KE' WHERE id = $1`,
    [amara.id],
  );
});
afterAll(() => server.stop());

const PROFILE = graphql(`
  query ProfilePrivacyProfile($u: String!) {
    profile(username: $u) {
      username
      location
    }
  }
`);
const POSTS = graphql(`
  query ProfilePrivacyPosts($u: String!) {
    posts(authorUsername: $u) {
      edges {
        node {
          content
        }
      }
    }
  }
`);
const setPrivacy = async (privacy: Record<string, boolean>) => {
  const answer = await server.gql(
    graphql(`
      mutation ProfilePrivacyUpdateSettings($p: PrivacySettingsInput!) {
        updateSettings(input: { privacy: $p }) {
          privacy {
            publicProfile
            location
          }
        }
      }
    `),
    { p: privacy },
    { token: amara.accessToken },
  );
  expect(answer.errors).toBeUndefined();
};

// Privacy & Safety (spec §3 defaults: publicProfile on, location off) decides what others see of a creator.
describe("a creator's Privacy & Safety switches", () => {
  it('keep the city off the profile by default, and show "City, Country" once Show location is on', async () => {
    expect((await server.gql(PROFILE, { u: 'amara' })).data!.profile).toEqual({ username: 'amara', location: null });
    await setPrivacy({ location: true });
    expect((await server.gql(PROFILE, { u: 'amara' })).data!.profile!.location).toBe('Nairobi, Kenya');
    expect((await server.gql(PROFILE, { u: 'amara' }, { token: kofi.accessToken })).data!.profile!.location).toBe(
      'Nairobi, Kenya',
    );
    await setPrivacy({ location: false });
    expect((await server.gql(PROFILE, { u: 'amara' }, { token: kofi.accessToken })).data!.profile!.location).toBeNull();
  });

  it('with Public profile off, ask anonymous visitors to sign in for the profile and its posts; members still see both', async () => {
    await setPrivacy({ publicProfile: false });
    const pages: Array<TypedDocumentNode<unknown, { u: string }>> = [PROFILE, POSTS];
    for (const query of pages) {
      const anonymous = await server.gql(query, { u: 'amara' });
      expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
      expect(anonymous.errors![0].message).toBe(PLATFORM_MESSAGES.profileNeedsSignIn);
    }
    expect((await server.gql(PROFILE, { u: 'amara' }, { token: kofi.accessToken })).data!.profile!.username).toBe(
      'amara',
    );
    const posts = await server.gql(POSTS, { u: 'amara' }, { token: kofi.accessToken });
    expect(posts.data!.posts.edges.map((e) => e.node.content)).toEqual(['Moonlight tales #folklore']);
    // Other creators are not affected.
    expect((await server.gql(PROFILE, { u: 'kofi_pod' })).data!.profile!.username).toBe('kofi_pod');

    await setPrivacy({ publicProfile: true });
    expect((await server.gql(PROFILE, { u: 'amara' })).data!.profile!.username).toBe('amara');
  });
});
