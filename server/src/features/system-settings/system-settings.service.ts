import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import { sqlRow } from '../../db/sql';
import { requireViewer } from '../../kernel/viewer';
import { RefreshingValue } from './refreshing-value';
import type { SystemSettings, UpdateSystemSettingsInput } from './system-settings.types';

// GraphQL field → column. The single row (id = true) is created by the migration with the spec's defaults.
const COLUMNS = {
  autoModeration: 'auto_moderation',
  profanityFilter: 'profanity_filter',
  spamDetection: 'spam_detection',
  reportAlerts: 'report_alerts',
  newUserSignupAlerts: 'new_user_signup_alerts',
  systemAlerts: 'system_alerts',
  maintenanceMode: 'maintenance_mode',
  allowNewSignups: 'allow_new_signups',
  publicProfiles: 'public_profiles',
} as const satisfies Record<keyof UpdateSystemSettingsInput, string>;

type Field = keyof typeof COLUMNS;
const FIELDS = Object.keys(COLUMNS) as Field[];

const SELECT = `${FIELDS.map((field) => `${COLUMNS[field]} AS "${field}"`).join(', ')}, updated_at AS "updatedAt", updated_by AS "updatedById"`;

/** How long this process trusts the switches it read before reading them again (other processes' saves). */
export const SWITCHES_TTL_MS = 1000;

/** The switches that features follow: the row as read at most SWITCHES_TTL_MS ago. Read only. */
export type PlatformSwitches = Readonly<Record<Field, boolean>>;

/** System Settings (spec §2.3): one row of platform switches that admins read and save. */
export class SystemSettingsService {
  // Checked on every mutation and by anonymous profile pages: kept in memory, not read per request.
  private readonly switches = new RefreshingValue<PlatformSwitches>(() => this.read(), SWITCHES_TTL_MS);

  constructor(private readonly deps: Deps) {}

  /** The System Settings screen: always the stored row. */
  get(_ctx: Context): Promise<SystemSettings> {
    return this.read();
  }

  /**
   * The switches for the features that follow them (sign-up, maintenance mode, public profiles): at most a second
   * old, and never older than this process's last save.
   */
  current(): Promise<PlatformSwitches> {
    return this.switches.get();
  }

  private async read(): Promise<SystemSettings> {
    const row = await sqlRow<SystemSettings>(this.deps.db, `SELECT ${SELECT} FROM system_settings WHERE id`);
    if (!row) throw new Error('system_settings has no row: migrations did not run');
    return row;
  }

  async update(ctx: Context, input: UpdateSystemSettingsInput): Promise<SystemSettings> {
    const viewer = requireViewer(ctx);
    const changed = FIELDS.filter((field) => typeof input[field] === 'boolean');
    const sets = changed.map((field, i) => `${COLUMNS[field]} = $${i + 2}`);
    const row = await sqlRow<SystemSettings>(
      this.deps.db,
      `UPDATE system_settings SET ${[...sets, 'updated_at = now()', 'updated_by = $1'].join(', ')} WHERE id RETURNING ${SELECT}`,
      [viewer.id, ...changed.map((field) => input[field])],
    );
    // The saving admin's next request, and everyone else's on this process, follows the new switches at once.
    this.switches.drop();
    if (!row) throw new Error('system_settings has no row: migrations did not run');
    return row;
  }
}
