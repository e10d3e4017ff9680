import { PRIVACY_DEFAULTS, SETTINGS_MESSAGES } from '@kuza/common';
import { buildUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { graphql } from '../../gql';

jest.setTimeout(60_000);

graphql(`
  fragment SettingsFields on AccountSettings {
    id
    feedAlgorithm
    theme
    displayMode
    language
    updatedAt
    privacy {
      publicProfile
      showFollowers
      showEarnings
      privateMessages
      collabRequests
      location
      filterContent
      commentFilter
    }
  }
`);
const MY_SETTINGS = graphql(`
  query SettingsMySettings {
    mySettings {
      ...SettingsFields
    }
  }
`);
const UPDATE = graphql(`
  mutation SettingsUpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...SettingsFields
    }
  }
`);
const SIGN_IN = graphql(`
  mutation SettingsSignIn($email: String!, $password: String!) {
    signIn(input: { email: $email, password: $password }) {
      accessToken
    }
  }
`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

it('answers the spec defaults before anything is chosen', async () => {
  const user = await buildUser(server);
  const { data, errors } = await server.gql(MY_SETTINGS, {}, { token: user.accessToken });
  expect(errors).toBeUndefined();
  expect(data!.mySettings).toEqual({
    id: user.id,
    feedAlgorithm: 'ai',
    theme: 'default',
    displayMode: 'light',
    language: null,
    updatedAt: null,
    privacy: {
      publicProfile: true,
      showFollowers: true,
      showEarnings: false,
      privateMessages: true,
      collabRequests: true,
      location: false,
      filterContent: true,
      commentFilter: true,
    },
  });
  expect(data!.mySettings.privacy).toEqual(PRIVACY_DEFAULTS);
});

it('changes only what is given and keeps it for the next session on another device', async () => {
  const user = await buildUser(server);
  const first = await server.gql(
    UPDATE,
    { input: { theme: 'ocean', displayMode: 'dark', privacy: { location: true } } },
    { token: user.accessToken },
  );
  expect(first.errors).toBeUndefined();
  expect(first.data!.updateSettings).toMatchObject({
    theme: 'ocean',
    displayMode: 'dark',
    feedAlgorithm: 'ai',
    language: null,
  });
  expect(first.data!.updateSettings.privacy).toEqual({ ...PRIVACY_DEFAULTS, location: true });
  expect(first.data!.updateSettings.updatedAt).not.toBeNull();

  const second = await server.gql(
    UPDATE,
    { input: { feedAlgorithm: 'chrono', language: 'sw', privacy: { showEarnings: true, publicProfile: false } } },
    { token: user.accessToken },
  );
  expect(second.data!.updateSettings).toMatchObject({
    theme: 'ocean',
    displayMode: 'dark',
    feedAlgorithm: 'chrono',
    language: 'sw',
  });

  // A new sign-in (another device) sees the same settings.
  const signedIn = await server.gql(SIGN_IN, { email: user.email, password: user.password });
  const again = await server.gql(MY_SETTINGS, {}, { token: signedIn.data!.signIn.accessToken });
  expect(again.data!.mySettings).toEqual(second.data!.updateSettings);
  expect(again.data!.mySettings.privacy).toEqual({
    ...PRIVACY_DEFAULTS,
    location: true,
    showEarnings: true,
    publicProfile: false,
  });
});

it("keeps each user's settings apart", async () => {
  const [a, b] = [await buildUser(server), await buildUser(server)];
  await server.gql(UPDATE, { input: { theme: 'forest' } }, { token: a.accessToken });
  const other = await server.gql(MY_SETTINGS, {}, { token: b.accessToken });
  expect(other.data!.mySettings.theme).toBe('default');
});

it.each([
  [{ feedAlgorithm: 'random' }, 'feedAlgorithm', SETTINGS_MESSAGES.feedAlgorithm],
  [{ theme: 'neon' }, 'theme', SETTINGS_MESSAGES.theme],
  [{ displayMode: 'sepia' }, 'displayMode', SETTINGS_MESSAGES.displayMode],
  [{ language: 'de' }, 'language', SETTINGS_MESSAGES.language],
  [{ theme: '' }, 'theme', SETTINGS_MESSAGES.theme],
])('refuses %j with a clear message and changes nothing', async (input, field, message) => {
  const user = await buildUser(server);
  const response = await server.gql(UPDATE, { input: { displayMode: 'dark', ...input } }, { token: user.accessToken });
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0]).toMatchObject({ message, extensions: { field } });
  expect((await server.gql(MY_SETTINGS, {}, { token: user.accessToken })).data!.mySettings.displayMode).toBe('light');
});

it('spells out the allowed values in its messages', () => {
  expect(SETTINGS_MESSAGES.feedAlgorithm).toBe('Feed algorithm must be one of: chrono, ai, expert, local.');
  expect(SETTINGS_MESSAGES.language).toBe('Language must be one of: en, sw, yo, fr, ar, am.');
});

it('needs a signed-in user', async () => {
  expect(errorCode(await server.gql(MY_SETTINGS))).toBe('UNAUTHENTICATED');
  expect(errorCode(await server.gql(UPDATE, { input: { theme: 'ocean' } }))).toBe('UNAUTHENTICATED');
});

it('keeps every change of concurrent updates to different settings', async () => {
  const user = await buildUser(server);
  await Promise.all([
    server.gql(UPDATE, { input: { theme: 'sunset' } }, { token: user.accessToken }),
    server.gql(UPDATE, { input: { displayMode: 'auto' } }, { token: user.accessToken }),
    server.gql(UPDATE, { input: { privacy: { commentFilter: false } } }, { token: user.accessToken }),
    server.gql(UPDATE, { input: { feedAlgorithm: 'local' } }, { token: user.accessToken }),
  ]);
  const { data } = await server.gql(MY_SETTINGS, {}, { token: user.accessToken });
  expect(data!.mySettings).toMatchObject({ theme: 'sunset', displayMode: 'auto', feedAlgorithm: 'local' });
  expect(data!.mySettings.privacy.commentFilter).toBe(false);
});
