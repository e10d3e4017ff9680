import type { Deps } from '../../graphql/services';
import { hashPassword } from '../../features/auth';

// The demo accounts listed in the README. Passwords are only for local demo data (seeding is off in production).
export const DEMO_PASSWORD = 'kuza-demo-2025';
export const DEMO_ADMIN = { email: 'admin@kuza.africa', password: 'kuza-admin-2025', username: 'kuza_admin' };

export const DEMO_CREATORS = [
  {
    username: 'amara',
    email: 'amara@kuza.africa',
    verified: true,
    bio: 'Storyteller from Nairobi. Folk tales retold for the TikTok generation.',
  },
  {
    username: 'tunde_beats',
    email: 'tunde@kuza.africa',
    verified: true,
    bio: 'Afrobeats producer in Lagos. Sharing stems, sessions and the stories behind the songs.',
  },
  {
    username: 'zanele_designs',
    email: 'zanele@kuza.africa',
    verified: false,
    bio: 'Designer in Johannesburg. Patterns from Ndebele walls to digital canvases.',
  },
  {
    username: 'kofi_pod',
    email: 'kofi@kuza.africa',
    verified: false,
    bio: 'Podcaster from Accra talking tech, startups and jollof diplomacy.',
  },
  {
    username: 'selam_films',
    email: 'selam@kuza.africa',
    verified: true,
    bio: 'Filmmaker in Addis Ababa. Short documentaries about everyday heroes.',
  },
] as const;

export async function seedDemoAccounts({ db, config }: Deps): Promise<void> {
  const accounts = [
    {
      ...DEMO_ADMIN,
      password: DEMO_ADMIN.password,
      verified: true,
      bio: 'The Kuza team. Here to help creators grow.',
      admin: true,
    },
    ...DEMO_CREATORS.map((c) => ({ ...c, password: DEMO_PASSWORD, admin: false })),
  ];
  for (const account of accounts) {
    const passwordHash = await hashPassword(account.password, config.bcryptCost);
    const [user]: Array<{ id: string }> = await db.query(
      `INSERT INTO users (email, password_hash, email_confirmed_at) VALUES ($1, $2, now()) RETURNING id`,
      [account.email, passwordHash],
    );
    await db.query(`INSERT INTO profiles (id, username, bio, is_verified) VALUES ($1, $2, $3, $4)`, [
      user.id,
      account.username,
      account.bio,
      account.verified,
    ]);
    if (account.admin) await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'ADMIN')`, [user.id]);
  }
}
