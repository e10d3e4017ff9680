import {
  DEFAULT_SETTINGS,
  INTERFACE_LANGUAGES,
  PRIVACY_SETTINGS,
  firstIssue,
  isFeedAlgorithm,
  settingsUpdateSchema,
  type FeedAlgorithm,
  type InterfaceLanguage,
  type PrivacySettingName,
} from '@kuza/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { preparedRows } from '../../db/prepared';
import { sqlRow } from '../../db/sql';

type Queryable = DataSource | EntityManager;
import { requireViewer } from '../../kernel/viewer';
import type { UpdateSettingsInput } from './settings.inputs';
import type { AccountSettings } from './settings.types';

const PRIVACY_COLUMNS: Record<PrivacySettingName, string> = {
  publicProfile: 'public_profile',
  showFollowers: 'show_followers',
  showEarnings: 'show_earnings',
  privateMessages: 'private_messages',
  collabRequests: 'collab_requests',
  location: 'location',
  filterContent: 'filter_content',
  commentFilter: 'comment_filter',
};

type SettingsRow = {
  feed_algorithm: string;
  theme: string;
  display_mode: string;
  language: string | null;
  updated_at: Date;
} & Record<string, unknown>;

const withoutNulls = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

/** The signed-in user's account settings: one row, written on the first change; the spec's defaults until then. */
export class SettingsService {
  constructor(private readonly deps: Deps) {}

  async mine(ctx: Context): Promise<AccountSettings> {
    const viewer = requireViewer(ctx);
    const row = await sqlRow<SettingsRow>(this.deps.db, `SELECT * FROM user_settings WHERE user_id = $1`, [viewer.id]);
    return toSettings(viewer.id, row);
  }

  async update(ctx: Context, input: UpdateSettingsInput): Promise<AccountSettings> {
    const viewer = requireViewer(ctx);
    const given = withoutNulls({ ...input, privacy: input.privacy ? withoutNulls(input.privacy) : undefined });
    const checked = firstIssue(settingsUpdateSchema, given);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const changes: Array<[string, unknown]> = [];
    const { privacy, ...rest } = checked.data;
    if (rest.feedAlgorithm) changes.push(['feed_algorithm', rest.feedAlgorithm]);
    if (rest.theme) changes.push(['theme', rest.theme]);
    if (rest.displayMode) changes.push(['display_mode', rest.displayMode]);
    if (rest.language) changes.push(['language', rest.language]);
    for (const name of PRIVACY_SETTINGS)
      if (privacy?.[name] !== undefined) changes.push([PRIVACY_COLUMNS[name], privacy[name]]);
    if (changes.length === 0) return this.mine(ctx);
    // One upsert: the first change creates the row with defaults for the rest; later ones touch only what is given.
    const columns = changes.map(([column]) => column);
    const row = await sqlRow<SettingsRow>(
      this.deps.db,
      `INSERT INTO user_settings (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       RETURNING *`,
      [viewer.id, ...changes.map(([, value]) => value)],
    );
    return toSettings(viewer.id, row);
  }

  /** The feed algorithm a user chose (ai until they choose), for the feed's ranking. Every feed page reads it: prepared. */
  async feedAlgorithmOf(userId: string): Promise<FeedAlgorithm> {
    const [row] = await preparedRows<{ feed_algorithm: string }>(
      this.deps.db,
      `SELECT feed_algorithm FROM user_settings WHERE user_id = $1`,
      [userId],
    );
    return row && isFeedAlgorithm(row.feed_algorithm) ? row.feed_algorithm : DEFAULT_SETTINGS.feedAlgorithm;
  }

  /** The account's interface language, or null before it chose one (e-mails are written in it). */
  async languageOf(userId: string, db: Queryable = this.deps.db): Promise<InterfaceLanguage | null> {
    const row = await sqlRow<{ language: string | null }>(db, `SELECT language FROM user_settings WHERE user_id = $1`, [
      userId,
    ]);
    return INTERFACE_LANGUAGES.find((code) => code === row?.language) ?? null;
  }

  /** Keeps a language chosen before signing up or in (issue 33); an unknown code is ignored. */
  async saveLanguage(userId: string, language: string, db: Queryable = this.deps.db): Promise<void> {
    if (!INTERFACE_LANGUAGES.some((code) => code === language)) return;
    await db.query(
      `INSERT INTO user_settings (user_id, language) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET language = EXCLUDED.language, updated_at = now()`,
      [userId, language],
    );
  }
}

function toSettings(userId: string, row: SettingsRow | undefined): AccountSettings {
  if (!row) return { id: userId, ...DEFAULT_SETTINGS, privacy: { ...DEFAULT_SETTINGS.privacy }, updatedAt: null };
  const privacy = Object.fromEntries(
    PRIVACY_SETTINGS.map((name) => [name, row[PRIVACY_COLUMNS[name]] === true]),
  ) as Record<PrivacySettingName, boolean>;
  return {
    id: userId,
    feedAlgorithm: row.feed_algorithm,
    theme: row.theme,
    displayMode: row.display_mode,
    language: row.language,
    privacy,
    updatedAt: row.updated_at,
  };
}
