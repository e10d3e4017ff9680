import { sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { requireViewer } from '../../kernel/viewer';
import { LocationService } from '../location';
import type { AccountSession } from './account-session.types';
import { describeUserAgent } from './user-agent';

interface SessionRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  last_seen_at: Date;
}

/** The viewer's open sessions, and signing out any one of them or all the others. */
export class SessionsService {
  constructor(private readonly deps: Deps) {}

  async list(ctx: Context): Promise<AccountSession[]> {
    const viewer = requireViewer(ctx);
    const rows = await sqlRows<SessionRow>(
      this.deps.db,
      `SELECT id, user_agent, ip, created_at, last_seen_at FROM auth_sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
       ORDER BY (id = $2::uuid) IS TRUE DESC, last_seen_at DESC, id`,
      [viewer.id, viewer.sessionId],
    );
    const location = this.deps.services.get(LocationService);
    // City level only, from the offline database; one lookup per distinct address.
    const places = new Map(
      await Promise.all(
        [...new Set(rows.map((row) => row.ip))].map(async (ip) => [ip, await location.placeOfIp(ip)] as const),
      ),
    );
    return rows.map((row) => {
      const place = places.get(row.ip) ?? null;
      return {
        id: row.id,
        device: describeUserAgent(row.user_agent),
        city: place?.city ?? null,
        country: place?.country ?? null,
        countryCode: place?.countryCode ?? null,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        current: row.id === viewer.sessionId,
      };
    });
  }

  async revoke(ctx: Context, id: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const ended = await this.end(`user_id = $1 AND id::text = $2`, [viewer.id, id]);
    if (ended === 0) throw notFound('validation.sessionNotFound');
    return true;
  }

  /** Signs out every session of the viewer but the current one; answers how many ended. */
  async revokeOthers(ctx: Context): Promise<number> {
    const viewer = requireViewer(ctx);
    return this.end(`user_id = $1 AND id IS DISTINCT FROM $2::uuid`, [viewer.id, viewer.sessionId]);
  }

  private async end(where: string, params: unknown[]): Promise<number> {
    const ended = await sqlRows<{ id: string }>(
      this.deps.db,
      `UPDATE auth_sessions SET revoked_at = now() WHERE ${where} AND revoked_at IS NULL RETURNING id`,
      params,
    );
    // Their open sockets close on every instance.
    for (const { id } of ended) await this.deps.revocations.publishRevocation({ kind: 'session', id });
    return ended.length;
  }
}
