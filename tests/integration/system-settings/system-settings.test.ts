import { graphql } from '../../gql';
import { buildApiKey } from '../../helpers/api-keys';
import { buildUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';

jest.setTimeout(30_000);

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

graphql(`
  fragment SystemSettingsFields on SystemSettings {
    autoModeration
    profanityFilter
    spamDetection
    reportAlerts
    newUserSignupAlerts
    systemAlerts
    maintenanceMode
    allowNewSignups
    publicProfiles
    updatedAt
    updatedBy {
      username
    }
  }
`);
const QUERY = graphql(`
  query SystemSettingsQuery {
    systemSettings {
      ...SystemSettingsFields
    }
  }
`);
const UPDATE = graphql(`
  mutation SystemSettingsSave($input: UpdateSystemSettingsInput!) {
    updateSystemSettings(input: $input) {
      ...SystemSettingsFields
    }
  }
`);

// Spec §2.3: the nine switches and their defaults.
const DEFAULTS = {
  autoModeration: false,
  profanityFilter: true,
  spamDetection: true,
  reportAlerts: true,
  newUserSignupAlerts: false,
  systemAlerts: true,
  maintenanceMode: false,
  allowNewSignups: true,
  publicProfiles: true,
};

it('starts with the spec defaults and keeps what an admin saves, changing only the switches sent', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'], username: 'settings_admin' });
  const initial = await server.gql(QUERY, {}, { token: admin.accessToken });
  expect(initial.data!.systemSettings).toEqual({ ...DEFAULTS, updatedAt: null, updatedBy: null });

  const saved = await server.gql(
    UPDATE,
    { input: { autoModeration: true, publicProfiles: false } },
    { token: admin.accessToken },
  );
  expect(saved.errors).toBeUndefined();
  expect(saved.data!.updateSystemSettings).toMatchObject({
    ...DEFAULTS,
    autoModeration: true,
    publicProfiles: false,
    updatedBy: { username: 'settings_admin' },
  });

  // Another admin sees the saved values, and a partial update leaves the rest alone.
  const other = await buildUser(server, { roles: ['ADMIN'] });
  await server.gql(UPDATE, { input: { maintenanceMode: true } }, { token: other.accessToken });
  const after = await server.gql(QUERY, {}, { token: admin.accessToken });
  expect(after.data!.systemSettings).toMatchObject({
    ...DEFAULTS,
    autoModeration: true,
    publicProfiles: false,
    maintenanceMode: true,
  });
  expect(Date.parse(after.data!.systemSettings.updatedAt!)).not.toBeNaN();
});

it('keeps the settings in a single PostgreSQL row, not in the process', async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  await server.gql(UPDATE, { input: { spamDetection: false } }, { token: admin.accessToken });
  const [row] = await server.kuza.deps.db.query(`SELECT spam_detection, count(*) OVER () AS n FROM system_settings`);
  expect(row).toEqual({ spam_detection: false, n: '1' });
});

it("is for admins only: anonymous, users, moderators, a demoted admin's old token and their key are refused", async () => {
  const admin = await buildUser(server, { roles: ['ADMIN'] });
  const user = await buildUser(server);
  const moderator = await buildUser(server, { roles: ['MODERATOR'] });
  // A key acts as its owner: once the owner is no longer an admin, the key has no admin power.
  const formerAdmin = await buildUser(server, { roles: ['ADMIN'] });
  const key = await buildApiKey(server, formerAdmin.accessToken);
  await server.gql(
    graphql(`
      mutation SystemSettingsRemoveAdmin($id: ID!) {
        removeAdmin(userId: $id) {
          id
        }
      }
    `),
    { id: formerAdmin.id },
    { token: admin.accessToken },
  );

  const input = { input: { maintenanceMode: true } };
  expect(errorCode(await server.gql(QUERY))).toBe('UNAUTHENTICATED');
  expect(errorCode(await server.gql(UPDATE, input))).toBe('UNAUTHENTICATED');
  for (const token of [user.accessToken, moderator.accessToken, formerAdmin.accessToken, key.secret]) {
    expect(errorCode(await server.gql(QUERY, {}, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UPDATE, input, { token }))).toBe('FORBIDDEN');
  }
  const settings = await server.gql(QUERY, {}, { token: admin.accessToken });
  expect(settings.data!.systemSettings.maintenanceMode).toBe(false);
});
