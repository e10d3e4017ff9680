import { circleSchema, firstIssue } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import {
  type NotificationPayload,
  NotificationService,
  CIRCLE_NOTIFIED_RETURNING,
  notifiedCircleJson,
} from '../notifications';
import { pageSize, toConnection, type Connection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { createdMicros, microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import type { CreateCircleInput } from './circle.inputs';
import { circleColumns, toCircle, toJoinRequest, type CircleRow, type JoinRequestRow } from './circle.rows';
import { CircleViewerStatus, type Circle, type CircleConnection, type CircleJoinRequest } from './circle.types';

const UNIQUE_VIOLATION = '23505';

/**
 * Circles and their members. Each change writes the membership, the circle's members_count and the notification
 * it causes in one statement: counters stay exact under concurrent joins and leaves, and nothing is half-written.
 * Every answer is the circle read afresh, with what the caller now is to it.
 */
export class CircleService {
  constructor(private readonly deps: Deps) {}

  async create(ctx: Context, input: CreateCircleInput): Promise<Circle> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(circleSchema, input);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { name, description, isPrivate } = checked.data;
    try {
      // The creator is its first member.
      const row = await sqlRow<CircleRow>(
        this.deps.db,
        `WITH c AS (
           INSERT INTO circles (owner_id, name, description, is_private, members_count) VALUES ($1, $2, $3, $4, 1) RETURNING *
         ), m AS (
           INSERT INTO circle_members (circle_id, user_id, status) SELECT id, owner_id, 'member' FROM c
         )
         SELECT ${circleColumns('$1::uuid')} FROM c`,
        [viewer.id, name, description, isPrivate],
      );
      return toCircle(row!);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION)
        throw badInput('name', 'circle.circleNameTaken');
      throw error;
    }
  }

  /** Every circle, newest first, by keyset on (created_at, id). Private circles are listed too: one asks to join them. */
  async list(ctx: Context, first?: number | null, after?: string | null): Promise<CircleConnection> {
    const viewer = requireViewer(ctx);
    const size = pageSize(first);
    const keyset = decodeKeyset('circles', after);
    const params: unknown[] = [viewer.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `WHERE (c.created_at, c.id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<CircleRow>(
      this.deps.db,
      `SELECT ${circleColumns('$1::uuid')} FROM circles c ${bound} ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows.map(toCircle), size, (c) => encodeKeyset('circles', { us: c.createdUs!, id: c.id }));
  }

  /** One circle, with what the caller is to it; NOT_FOUND when there is none. */
  async get(ctx: Context, id: string): Promise<Circle> {
    const viewer = requireViewer(ctx);
    const row = isUuid(id)
      ? await sqlRow<CircleRow>(this.deps.db, `SELECT ${circleColumns('$2::uuid')} FROM circles c WHERE c.id = $1`, [
          id,
          viewer.id,
        ])
      : undefined;
    if (!row) throw notFound('circle.circleNotFound');
    return toCircle(row);
  }

  /** A public circle makes the caller a member at once; a private one records a request and tells its owner. */
  async join(ctx: Context, id: string): Promise<Circle> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('circle.circleNotFound');
    // Joining again (a member, a pending request, the owner) changes nothing: ON CONFLICT keeps the one row.
    const row = await sqlRow<{ found: boolean; notification: NotificationPayload | null }>(
      this.deps.db,
      `WITH c AS (SELECT id, owner_id, is_private FROM circles WHERE id = $1),
       j AS (
         INSERT INTO circle_members (circle_id, user_id, status)
         SELECT id, $2, CASE WHEN is_private THEN 'requested' ELSE 'member' END FROM c
         ON CONFLICT DO NOTHING RETURNING circle_id, user_id, status
       ), counted AS (
         UPDATE circles SET members_count = members_count + 1 WHERE id = (SELECT circle_id FROM j WHERE status = 'member')
       ), notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, circle_id)
         SELECT c.owner_id, j.user_id, 'CIRCLE_REQUEST', j.circle_id FROM j JOIN c ON c.id = j.circle_id WHERE j.status = 'requested'
         ${CIRCLE_NOTIFIED_RETURNING}
       )
       SELECT EXISTS (SELECT 1 FROM c) AS found, ${notifiedCircleJson()} AS notification`,
      [id, viewer.id],
    );
    if (!row?.found) throw notFound('circle.circleNotFound');
    this.deps.services.get(NotificationService).publish(row.notification);
    return this.get(ctx, id);
  }

  /** A member leaves (or a requester takes back their request). The owner cannot: they delete the circle instead. */
  async leave(ctx: Context, id: string): Promise<Circle> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('circle.circleNotFound');
    const row = await sqlRow<{ owner_id: string | null; left: boolean }>(
      this.deps.db,
      `WITH c AS (SELECT id, owner_id FROM circles WHERE id = $1),
       gone AS (
         DELETE FROM circle_members m USING c WHERE m.circle_id = c.id AND m.user_id = $2 AND c.owner_id <> $2 RETURNING m.status
       ), counted AS (
         UPDATE circles SET members_count = members_count - 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM gone WHERE status = 'member')
       )
       SELECT (SELECT owner_id FROM c) AS owner_id, EXISTS (SELECT 1 FROM gone) AS left`,
      [id, viewer.id],
    );
    if (!row?.owner_id) throw notFound('circle.circleNotFound');
    if (row.owner_id === viewer.id) throw badInput('id', 'circle.circleOwnerCannotLeave');
    if (!row.left) throw badInput('id', 'circle.circleNotJoined');
    return this.get(ctx, id);
  }

  /** The owner approves a pending request: the requester becomes a member and is told. */
  async approve(ctx: Context, circleId: string, userId: string): Promise<Circle> {
    const viewer = requireViewer(ctx);
    if (!isUuid(circleId)) throw notFound('circle.circleNotFound');
    const row = await sqlRow<{ notification: NotificationPayload | null }>(
      this.deps.db,
      `WITH ok AS (
         UPDATE circle_members m SET status = 'member'
         FROM circles c WHERE c.id = $1 AND c.owner_id = $3 AND m.circle_id = c.id AND m.user_id = $2 AND m.status = 'requested'
         RETURNING m.circle_id, m.user_id
       ), counted AS (
         UPDATE circles SET members_count = members_count + 1 WHERE id = (SELECT circle_id FROM ok)
       ), notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, circle_id) SELECT user_id, $3, 'CIRCLE_APPROVED', circle_id FROM ok
         ${CIRCLE_NOTIFIED_RETURNING}
       )
       SELECT ${notifiedCircleJson()} AS notification FROM ok`,
      [circleId, isUuid(userId) ? userId : null, viewer.id],
    );
    if (!row) await this.explainUnanswered(ctx, circleId);
    this.deps.services.get(NotificationService).publish(row?.notification);
    return this.get(ctx, circleId);
  }

  /** The owner declines a pending request: it is gone, and the creator may ask again. */
  async decline(ctx: Context, circleId: string, userId: string): Promise<Circle> {
    const viewer = requireViewer(ctx);
    if (!isUuid(circleId)) throw notFound('circle.circleNotFound');
    const row = await sqlRow<{ user_id: string }>(
      this.deps.db,
      `DELETE FROM circle_members m USING circles c
       WHERE c.id = $1 AND c.owner_id = $3 AND m.circle_id = c.id AND m.user_id = $2 AND m.status = 'requested'
       RETURNING m.user_id`,
      [circleId, isUuid(userId) ? userId : null, viewer.id],
    );
    if (!row) await this.explainUnanswered(ctx, circleId);
    return this.get(ctx, circleId);
  }

  /** The owner deletes their circle, with its members, posts and notifications. Answers its id. */
  async delete(ctx: Context, id: string): Promise<string> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('circle.circleNotFound');
    const row = await sqlRow<{ id: string }>(
      this.deps.db,
      `DELETE FROM circles WHERE id = $1 AND owner_id = $2 RETURNING id`,
      [id, viewer.id],
    );
    if (row) return row.id;
    await this.get(ctx, id);
    throw forbidden('circle.circleOwnerOnly');
  }

  /** The owner's pending requests to join, newest first, by keyset on (created_at, user id). */
  async requests(
    ctx: Context,
    circleId: string,
    first?: number | null,
    after?: string | null,
  ): Promise<Connection<CircleJoinRequest>> {
    const circle = await this.get(ctx, circleId);
    if (circle.viewerStatus !== CircleViewerStatus.OWNER) throw forbidden('circle.circleOwnerOnly');
    const size = pageSize(first);
    const keyset = decodeKeyset('circle-requests', after);
    const params: unknown[] = [circle.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (m.created_at, m.user_id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<JoinRequestRow>(
      this.deps.db,
      `SELECT m.circle_id, m.user_id, m.created_at, ${createdMicros('m')}::text AS created_us FROM circle_members m
       WHERE m.circle_id = $1 AND m.status = 'requested' ${bound} ORDER BY m.created_at DESC, m.user_id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows.map(toJoinRequest), size, (r) =>
      encodeKeyset('circle-requests', { us: r.createdUs!, id: r.userId }),
    );
  }

  /** Why an approval or a refusal changed nothing: no circle, not the owner, or no such pending request. */
  private async explainUnanswered(ctx: Context, circleId: string): Promise<never> {
    const circle = await this.get(ctx, circleId);
    if (circle.viewerStatus !== CircleViewerStatus.OWNER) throw forbidden('circle.circleOwnerOnly');
    throw notFound('circle.circleRequestNotFound');
  }
}
