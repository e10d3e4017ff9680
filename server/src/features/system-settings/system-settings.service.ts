import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import { sqlRow } from '../../db/sql';
import { requireViewer } from '../posts/post.service';
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

/** System Settings (spec §2.3): one row of platform switches that admins read and save. */
export class SystemSettingsService {
  constructor(private readonly deps: Deps) {}

  async get(_ctx: Context): Promise<SystemSettings> {
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
    if (!row) throw new Error('system_settings has no row: migrations did not run');
    return row;
  }
}
