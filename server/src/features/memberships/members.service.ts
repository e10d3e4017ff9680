import { formatMinor, isCurrency } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { requireScope } from '../../graphql/api-scopes';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { pageSize, toConnection } from '../../kernel/pagination';
import { createdMicros, microsToTimestamp } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { toMember, type MemberRow } from './membership.rows';
import type { MemberConnection } from './membership.types';

const CURSOR_KIND = 'members';

/** The most rows one CSV export carries. */
const CSV_MAX_ROWS = 100_000;

const MEMBER_SELECT = `SELECT m.id, p.username, p.avatar_url, m.tier_id, t.name AS tier_name, m.status, m.created_at,
    ${createdMicros('m')}::text AS created_us, m.access_until, m.lifetime_minor::text,
    COALESCE(m.currency, t.currency) AS currency
  FROM memberships m JOIN profiles p ON p.id = m.member_id JOIN membership_tiers t ON t.id = m.tier_id`;

/** A creator's members ("own your audience"): the list, and the same as a CSV file to take anywhere. */
export class MembersService {
  constructor(private readonly deps: Deps) {}

  async myMembers(ctx: Context, first: number | null, after: string | null): Promise<MemberConnection> {
    const viewer = requireViewer(ctx);
    requireScope(ctx, 'EARNINGS');
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [viewer.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (m.created_at, m.id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<MemberRow>(
      this.deps.db,
      `${MEMBER_SELECT} WHERE m.creator_id = $1 ${bound} ORDER BY m.created_at DESC, m.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows, size, (row) => encodeKeyset(CURSOR_KIND, { us: row.created_us, id: row.id }), toMember);
  }

  /** Every member of the creator as CSV (RFC 4180, CRLF), oldest first. */
  async membersCsv(creatorId: string): Promise<string> {
    const rows = await sqlRows<MemberRow>(
      this.deps.db,
      `${MEMBER_SELECT} WHERE m.creator_id = $1 ORDER BY m.created_at, m.id LIMIT ${CSV_MAX_ROWS}`,
      [creatorId],
    );
    const lines = [['username', 'tier', 'status', 'member_since', 'access_until', 'lifetime_amount', 'currency']];
    for (const row of rows) {
      lines.push([
        row.username,
        row.tier_name,
        row.status,
        row.created_at.toISOString(),
        row.access_until.toISOString(),
        isCurrency(row.currency) ? formatMinor(BigInt(row.lifetime_minor), row.currency) : row.lifetime_minor,
        row.currency,
      ]);
    }
    return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }
}

/**
 * One CSV cell, quoted when needed; text a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed
 * with an apostrophe (OWASP "CSV injection"), so a tier named "=HYPERLINK(...)" stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
