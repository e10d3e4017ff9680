import { parseMentions } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { sqlRow } from '../../db/sql';
import type { Deps } from '../../graphql/services';
import { notBlockedSql } from '../../kernel/blocks';
import { type NotificationPayload, NOTIFIED_RETURNING, notifiedListJson } from '../notifications';

/** Where a text with mentions was written: a post's text, or a comment (its id) under that post. */
export interface MentionSource {
  actorId: string;
  postId: string;
  commentId: string | null;
  text: string;
  sensitive: boolean;
}

/**
 * `@username` in posts and comments: the people named hear of it (MENTION), once per post or comment (an edit that
 * keeps a mention does not notify again: notifications_mention_key), never the author themself, and nobody when
 * either has blocked the other.
 */
export class MentionService {
  constructor(private readonly deps: Deps) {}

  /** Writes the MENTION notifications of a text in the caller's transaction; publish the answer once committed. */
  async notify(tx: EntityManager, source: MentionSource): Promise<NotificationPayload[]> {
    const usernames = parseMentions(source.text);
    if (usernames.length === 0) return [];
    const row = await sqlRow<{ notifications: NotificationPayload[] }>(
      tx,
      `WITH notified AS (
         INSERT INTO notifications (recipient_id, actor_id, kind, post_id, comment_id)
         SELECT pr.id, $1::uuid, 'MENTION', $2::uuid, $3::uuid FROM profiles pr
         WHERE lower(pr.username) = ANY($4::text[]) AND pr.id <> $1::uuid AND ${notBlockedSql('pr.id', '$1::uuid')}
           -- Whoever this comment already notified (the one it answers, the post's author) hears of it once.
           AND NOT EXISTS (SELECT 1 FROM notifications o WHERE o.comment_id = $3::uuid AND o.recipient_id = pr.id)
         ON CONFLICT (recipient_id, post_id, (COALESCE(comment_id, '00000000-0000-0000-0000-000000000000'::uuid)))
           WHERE kind = 'MENTION' DO NOTHING
         ${NOTIFIED_RETURNING}
       )
       SELECT ${notifiedListJson({ excerpt: '$5::text', sensitive: '$6::boolean' })} AS notifications`,
      [source.actorId, source.postId, source.commentId, usernames, source.text, source.sensitive],
    );
    return row?.notifications ?? [];
  }
}
