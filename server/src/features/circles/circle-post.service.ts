import { circlePostSchema, firstIssue, isOffensive } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { repeatedCirclePostSql } from '../moderation-rules';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { microsToTimestamp, isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { SystemSettingsService } from '../system-settings';
import type { PostToCircleInput } from './circle.inputs';
import { circlePostColumns, toCirclePost, type CirclePostRow } from './circle.rows';
import { CircleService } from './circle.service';
import { CircleViewerStatus, type CirclePost, type CirclePostConnection } from './circle.types';

const READERS = new Set([CircleViewerStatus.MEMBER, CircleViewerStatus.OWNER]);

/**
 * A circle's own discussion. Members post; checked as shoutouts are: offensive language marks a post sensitive (the
 * Profanity filter masks it), and spam detection refuses one its author keeps repeating in the circle. The post and
 * the circle's posts_count are written by one statement.
 */
export class CirclePostService {
  constructor(private readonly deps: Deps) {}

  async post(ctx: Context, input: PostToCircleInput): Promise<CirclePost> {
    const viewer = requireViewer(ctx);
    const checked = firstIssue(circlePostSchema, { content: input.content });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { content } = checked.data;
    if (!isUuid(input.circleId)) throw notFound('circle.circleNotFound');
    const { spamDetection } = await this.deps.services.get(SystemSettingsService).current();
    const row = await sqlRow<CirclePostRow>(
      this.deps.db,
      `WITH p AS (
         INSERT INTO circle_posts (circle_id, author_id, content, sensitive)
         SELECT $1, $2, $3, $4
         WHERE EXISTS (SELECT 1 FROM circle_members WHERE circle_id = $1 AND user_id = $2 AND status = 'member')
           AND NOT ${repeatedCirclePostSql('$5', '$2::uuid', '$1::uuid', '$3::text')}
         RETURNING *
       ), counted AS (
         UPDATE circles SET posts_count = posts_count + 1 WHERE id = (SELECT circle_id FROM p)
       )
       SELECT ${circlePostColumns('p')} FROM p`,
      [input.circleId, viewer.id, content, isOffensive(content), spamDetection],
    );
    if (row) return toCirclePost(row);
    // Nothing written: say why.
    const circle = await this.deps.services.get(CircleService).get(ctx, input.circleId);
    if (!READERS.has(circle.viewerStatus)) throw forbidden('circle.circleMembersOnly');
    throw badInput('content', 'circle.repeatedCirclePost');
  }

  /** The discussion, newest first. A private circle's is for its members; a public one's for every signed-in user. */
  async list(
    ctx: Context,
    circleId: string,
    first?: number | null,
    after?: string | null,
  ): Promise<CirclePostConnection> {
    const circle = await this.deps.services.get(CircleService).get(ctx, circleId);
    if (circle.isPrivate && !READERS.has(circle.viewerStatus)) throw forbidden('circle.circlePrivate');
    const size = pageSize(first);
    const keyset = decodeKeyset('circle-posts', after);
    const params: unknown[] = [circle.id, size + 1];
    let bound = '';
    if (keyset) {
      params.push(keyset.us, keyset.id);
      bound = `AND (p.created_at, p.id) < (${microsToTimestamp('$3')}, $4::uuid)`;
    }
    const rows = await sqlRows<CirclePostRow>(
      this.deps.db,
      `SELECT ${circlePostColumns('p')} FROM circle_posts p WHERE p.circle_id = $1 ${bound} ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
      params,
    );
    return toConnection(rows.map(toCirclePost), size, (p) =>
      encodeKeyset('circle-posts', { us: p.createdUs!, id: p.id }),
    );
  }
}
