import type { Deps } from '../../graphql/services';

// One demo creator moderates, so the Moderator badge and post removal by moderators can be seen in the demo.
export const DEMO_MODERATOR_USERNAME = 'kofi_pod';

export async function seedDemoRoles({ db }: Deps): Promise<void> {
  await db.query(
    `INSERT INTO user_roles (user_id, role)
     SELECT id, 'MODERATOR' FROM profiles WHERE lower(username) = lower($1)
     ON CONFLICT DO NOTHING`,
    [DEMO_MODERATOR_USERNAME],
  );
}
