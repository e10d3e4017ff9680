import { firstIssue, splitSchema } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { type NotificationPayload, NotificationService, NOTIFIED_RETURNING, notifiedListJson } from '../notifications';
import type { CreateEarningsSplitInput, EarningsSplit, EarningsSplitConnection } from './split.types';

const CURSOR_KIND = 'splits';

export interface SplitRow {
  id: string;
  owner_id: string;
  project_name: string;
  created_at: Date;
  created_us: string;
  shares: Array<{ userId: string; percentage: string | number }>;
}

// A split with its shares in the order they were added.
export const SPLIT_COLUMNS = `s.id, s.owner_id, s.project_name, s.created_at, ${createdMicros('s')}::text AS created_us,
  (SELECT COALESCE(json_agg(json_build_object('userId', sh.user_id, 'percentage', sh.percentage) ORDER BY sh.position), '[]')
     FROM earnings_split_shares sh WHERE sh.split_id = s.id) AS shares`;

export function toSplit(row: SplitRow, viewerId: string): EarningsSplit {
  const shares = row.shares.map((share) => ({ userId: share.userId, percentage: Number(share.percentage) }));
  const hundredths = shares.reduce((sum, share) => sum + Math.round(share.percentage * 100), 0);
  return {
    id: row.id,
    projectName: row.project_name,
    ownerId: row.owner_id,
    shares,
    ownerPercentage: (10_000 - hundredths) / 100,
    viewerIsOwner: row.owner_id === viewerId,
    createdAt: row.created_at,
    createdUs: row.created_us,
  };
}

/** Split Earnings: the agreements a creator made, and those they are in. */
export class SplitService {
  constructor(private readonly deps: Deps) {}

  /**
   * Saves a split: the spec's rules first (project name, then a complete collaborator row), then SplitRules; the
   * usernames must be Kuza creators other than the owner. One statement: all of it or nothing.
   */
  async create(ctx: Context, input: CreateEarningsSplitInput): Promise<EarningsSplit> {
    const viewer = requireViewer(ctx);
    const rows = input.collaborators.map((c) => ({ username: c.username, percentage: c.percentage }));
    // The spec's texts, as for shoutouts: "Please enter a project name.", "Please add at least one collaborator."
    const checked = firstIssue(splitSchema, { projectName: input.projectName, collaborators: rows });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { projectName, collaborators: complete } = checked.data;

    const usernames = complete.map((c) => c.username.replace(/^@/, ''));
    const found = await sqlRows<{ id: string; position: number }>(
      this.deps.db,
      `SELECT p.id, u.position::int AS position FROM unnest($1::text[]) WITH ORDINALITY AS u(name, position)
       JOIN profiles p ON lower(p.username) = lower(u.name)`,
      [usernames],
    );
    const idAt = new Map(found.map((row) => [row.position - 1, row.id]));
    for (const index of usernames.keys()) {
      const id = idAt.get(index);
      if (!id)
        throw badInput(`collaborators.${index}.username`, 'split.unknownCollaborator', { username: usernames[index] });
      if (id === viewer.id) throw badInput(`collaborators.${index}.username`, 'split.selfCollaborator');
    }
    const row = await sqlRow<SplitRow & { notifications: NotificationPayload[] }>(
      this.deps.db,
      `WITH s AS (
         INSERT INTO earnings_splits (owner_id, project_name) VALUES ($1, $2) RETURNING *
       ), shares AS (
         INSERT INTO earnings_split_shares (split_id, user_id, position, percentage)
         SELECT s.id, u.user_id, u.position, u.percentage FROM s, unnest($3::uuid[], $4::numeric[]) WITH ORDINALITY AS u(user_id, percentage, position)
         RETURNING user_id, position, percentage
       ), notified AS (
         -- Each collaborator is told (SPLIT), in this statement: no split without its notifications, nor the reverse.
         INSERT INTO notifications (recipient_id, actor_id, kind, earnings_split_id)
         SELECT u.user_id, s.owner_id, 'SPLIT', s.id FROM s, unnest($3::uuid[]) AS u(user_id)
         ${NOTIFIED_RETURNING}
       )
       SELECT s.id, s.owner_id, s.project_name, s.created_at, ${createdMicros('s')}::text AS created_us,
         (SELECT json_agg(json_build_object('userId', sh.user_id, 'percentage', sh.percentage) ORDER BY sh.position) FROM shares sh) AS shares,
         ${notifiedListJson()} AS notifications
       FROM s`,
      [viewer.id, projectName, usernames.map((_, i) => idAt.get(i)), complete.map((c) => c.percentage)],
    );
    this.deps.services.get(NotificationService).publishAll(row!.notifications);
    return toSplit(row!, viewer.id);
  }

  /** The caller's splits, those they made and those they are in, newest first. */
  async list(ctx: Context, first?: number | null, after?: string | null): Promise<EarningsSplitConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [viewer.id, size + 1];
    if (keyset) params.push(keyset.us, keyset.id);
    const bound = keyset ? `AND (s.created_at, s.id) < (${microsToTimestamp('$3')}, $4::uuid)` : '';
    const rows = await sqlRows<SplitRow>(
      this.deps.db,
      `SELECT ${SPLIT_COLUMNS} FROM earnings_splits s
       WHERE (s.owner_id = $1 OR s.id IN (SELECT split_id FROM earnings_split_shares WHERE user_id = $1)) ${bound}
       ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
      params,
    );
    return toConnection(
      rows.map((row) => toSplit(row, viewer.id)),
      size,
      (split) => encodeKeyset(CURSOR_KIND, { us: split.createdUs, id: split.id }),
    );
  }

  /** Deletes a split; only its owner may. */
  async delete(ctx: Context, id: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('split.notFound');
    const row = await sqlRow<{ owner_id: string; deleted: boolean }>(
      this.deps.db,
      `WITH target AS (SELECT id, owner_id FROM earnings_splits WHERE id = $1),
       deleted AS (DELETE FROM earnings_splits s USING target WHERE s.id = target.id AND target.owner_id = $2 RETURNING s.id)
       SELECT target.owner_id, EXISTS (SELECT 1 FROM deleted) AS deleted FROM target`,
      [id, viewer.id],
    );
    if (!row) throw notFound('split.notFound');
    if (!row.deleted) throw forbidden('split.notOwner');
    return true;
  }
}
