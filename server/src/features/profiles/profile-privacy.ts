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

// A creator who never saved settings has the defaults (spec §3: publicProfile true, location false, showFollowers true).
const PRIVACY_SQL = `
  SELECT p.id, p.city, p.country,
         COALESCE(s.public_profile, $2) AS public_profile, COALESCE(s.location, $3) AS show_location,
         COALESCE(s.show_followers, $4) AS show_followers
  FROM profiles p LEFT JOIN user_settings s ON s.user_id = p.id
  WHERE p.id = ANY($1::uuid[])`;

interface PrivacyRow {
  id: string;
  city: string | null;
  country: string | null;
  public_profile: boolean;
  show_location: boolean;
  show_followers: boolean;
}

const placeOf = (row: PrivacyRow) =>
  row.show_location && row.country ? [row.city, row.country].filter(Boolean).join(', ') : null;

export const profilePrivacyById: LoaderFactory<string, ProfilePrivacy> = ({ db }) =>
  new DataLoader(async (ids) => {
    const { publicProfile, location, showFollowers } = DEFAULT_SETTINGS.privacy;
    const rows = await preparedRows<PrivacyRow>(db, PRIVACY_SQL, [[...ids], publicProfile, location, showFollowers]);
    const byId = new Map(
      rows.map((row) => [
        row.id,
        { publicProfile: row.public_profile, place: placeOf(row), showFollowers: row.show_followers },
      ]),
    );
    return ids.map((id) => byId.get(id) ?? { publicProfile, place: null, showFollowers });
  });
