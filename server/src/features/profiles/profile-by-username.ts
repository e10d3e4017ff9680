import type { DataSource } from 'typeorm';
import { entityColumns, entityFrom, preparedRows } from '../../db/prepared';
import { notBlockedSql } from '../../kernel/blocks';
import type { Loaders } from '../../graphql/loaders';
import { Profile } from './profile.entity';
import { type PrivacyRow, privacyColumns, privacyDefaults, privacyOf, profilePrivacyById } from './profile-privacy';
import { profileById } from './profile.loaders';

// A profile page's profile in one prepared statement (issue 35): the profile, its creator's privacy switches, and for a
// signed-in caller whether either blocked the other and whether the caller follows it. It replaced a TypeORM query
// builder, the privacy loader's statement, a block check and the follow loader's statement (four round trips).
const sql = (db: DataSource) => `
  SELECT ${entityColumns(db, Profile, 'p')}, ${privacyColumns(['$3', '$4', '$5'])},
    ($2::uuid IS NOT NULL AND $2::uuid <> p.id AND NOT ${notBlockedSql('$2::uuid', 'p.id')}) AS blocked,
    ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $2::uuid AND f.followee_id = p.id))
      AS viewer_follows
  FROM profiles p LEFT JOIN user_settings s ON s.user_id = p.id
  WHERE lower(p.username) = lower($1)`;

let text: string | null = null;

export interface ProfileLookup {
  profile: Profile;
  /** Either the caller or the creator blocked the other (false when anonymous or the caller's own). */
  blocked: boolean;
}

/**
 * The profile named `username` (case-insensitively) as `viewerId` sees it. Its privacy and profile are handed to this
 * request's loaders, so the fields that read them (location, a post's author) need no statement of their own.
 */
export async function profileByUsername(
  db: DataSource,
  loaders: Loaders,
  username: string,
  viewerId: string | null,
): Promise<ProfileLookup | null> {
  text ??= sql(db);
  const [row] = await preparedRows<
    Record<string, unknown> & PrivacyRow & { blocked: boolean; viewer_follows: boolean }
  >(db, text, [username, viewerId, ...privacyDefaults()]);
  if (!row) return null;
  const profile = entityFrom(db, Profile, row);
  profile.viewerFollows = row.viewer_follows;
  loaders.get(profilePrivacyById).prime(profile.id, privacyOf(row));
  loaders.get(profileById).prime(profile.id, profile);
  return { profile, blocked: row.blocked };
}
