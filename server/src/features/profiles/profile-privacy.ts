import DataLoader from 'dataloader';
import { DEFAULT_SETTINGS } from '@kuza/common';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';

/** What a creator's Privacy & Safety switches let others see of their profile. */
export interface ProfilePrivacy {
  /** Public profile: anyone, signed in or not, sees the profile and its posts. */
  publicProfile: boolean;
  /** Show location: "City, Country" (or the country alone) when on; null when off or never detected. */
  place: string | null;
  /** Show followers: others may list who follows the creator. */
  showFollowers: boolean;
}

// A creator who never saved settings has the defaults (spec §3: publicProfile true, location false, showFollowers
// true), given as parameters (`defaults` names them). Needs `profiles p LEFT JOIN user_settings s ON s.user_id = p.id`.
export const privacyColumns = (defaults: [string, string, string]) => `p.city, p.country,
  COALESCE(s.public_profile, ${defaults[0]}) AS public_profile, COALESCE(s.location, ${defaults[1]}) AS show_location,
  COALESCE(s.show_followers, ${defaults[2]}) AS show_followers`;

const PRIVACY_SQL = `
  SELECT p.id, ${privacyColumns(['$2', '$3', '$4'])}
  FROM profiles p LEFT JOIN user_settings s ON s.user_id = p.id
  WHERE p.id = ANY($1::uuid[])`;

/** The defaults as parameters, in `privacyColumns`' order. */
export const privacyDefaults = (): [boolean, boolean, boolean] => {
  const { publicProfile, location, showFollowers } = DEFAULT_SETTINGS.privacy;
  return [publicProfile, location, showFollowers];
};

export interface PrivacyRow {
  city: string | null;
  country: string | null;
  public_profile: boolean;
  show_location: boolean;
  show_followers: boolean;
}

const placeOf = (row: PrivacyRow) =>
  row.show_location && row.country ? [row.city, row.country].filter(Boolean).join(', ') : null;

export const privacyOf = (row: PrivacyRow): ProfilePrivacy => ({
  publicProfile: row.public_profile,
  place: placeOf(row),
  showFollowers: row.show_followers,
});

export const profilePrivacyById: LoaderFactory<string, ProfilePrivacy> = ({ db }) =>
  new DataLoader(async (ids) => {
    const [publicProfile, location, showFollowers] = privacyDefaults();
    const rows = await preparedRows<PrivacyRow & { id: string }>(db, PRIVACY_SQL, [
      [...ids],
      publicProfile,
      location,
      showFollowers,
    ]);
    const byId = new Map(rows.map((row) => [row.id, privacyOf(row)]));
    return ids.map((id) => byId.get(id) ?? { publicProfile, place: null, showFollowers });
  });
