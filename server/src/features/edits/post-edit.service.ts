import { firstIssue, isOffensive, parseHashtags, postContentSchema, type MediaKind } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { sqlRow, sqlRows } from '../../db/sql';
import { isUuid, retryOnDeadlock } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { HashtagService, linkTagsSql, tagFlags } from '../hashtags';
import { MentionService } from '../mentions';
import { repeatedPostSql } from '../moderation-rules';
import { type NotificationPayload, NotificationService } from '../notifications';
import { type Post, postColumns, type PostRow, toPost } from '../posts';
import { SystemSettingsService } from '../system-settings';

/** A post as an edit answers it: with its editedAt, which Post.editedAt answers from without a query. */
export type EditedPost = Post & { editedAt?: Date | null };

interface Edited {
  row: PostRow & { edited_at: Date | null };
  changedTags: string[];
  notifications: NotificationPayload[];
}

/**
 * Edits a post's text (its author only), checked by the rules of a new post: its length (and a media post's caption),
 * spam detection (the author repeating a recent post), offensive language (sensitive, and auto-moderation's queue).
 * The earlier text is kept as a version; hashtags the edit drops or adds are unlinked or linked, with their usage
 * counts moved in the same transaction; people newly mentioned hear of it.
 */
export class PostEditService {
  constructor(private readonly deps: Deps) {}

  async edit(ctx: Context, id: string, content: string): Promise<EditedPost> {
    const viewer = requireViewer(ctx);
    if (!isUuid(id)) throw notFound('content.postNotFound');
    const { autoModeration, spamDetection } = await this.deps.services.get(SystemSettingsService).current();
    const edited = await retryOnDeadlock(() =>
      this.deps.db.transaction(async (tx): Promise<Edited> => {
        // Locked: edits of one post (and its deletion, post.service.ts) follow one another.
        const current = await sqlRow<PostRow & { edited_at: Date | null }>(
          tx,
          `SELECT ${postColumns('p')}, p.edited_at FROM posts p WHERE p.id = $1 FOR UPDATE`,
          [id],
        );
        if (!current) throw notFound('content.postNotFound');
        if (current.user_id !== viewer.id) throw forbidden('conversation.editOwnPostOnly');
        const checked = firstIssue(postContentSchema(current.media_type as MediaKind | null), { content });
        if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
        const text = checked.data.content;
        if (text === current.content) return { row: current, changedTags: [], notifications: [] };
        const sensitive = isOffensive(text);
        const [row] = await sqlRows<PostRow & { edited_at: Date | null }>(
          tx,
          `WITH old AS (SELECT content, COALESCE(edited_at, created_at) AS written_at FROM posts WHERE id = $1),
           p AS (
             UPDATE posts p SET content = $2, sensitive = $3, edited_at = clock_timestamp()
             WHERE p.id = $1 AND NOT ${repeatedPostSql('$4', '$5::uuid', '$2::text')}
             RETURNING ${postColumns('p')}, p.edited_at
           ), versioned AS (
             INSERT INTO post_versions (post_id, content, written_at, replaced_at)
             SELECT $1, old.content, old.written_at, p.edited_at FROM old, p
           ), flagged AS (
             INSERT INTO moderation_items (kind, post_id, author_id, excerpt, auto_flagged)
             SELECT 'POST', p.id, p.user_id, p.content, true FROM p WHERE $6 ON CONFLICT DO NOTHING
           )
           SELECT * FROM p`,
          [id, text, sensitive, spamDetection, viewer.id, sensitive && autoModeration],
        );
        if (!row) throw badInput('content', 'moderation.repeatedPost');
        const changedTags = await relinkHashtags(tx, row, parseHashtags(text));
        const notifications = await this.deps.services
          .get(MentionService)
          .notify(tx, { actorId: viewer.id, postId: id, commentId: null, text, sensitive });
        return { row, changedTags, notifications };
      }),
    );
    this.deps.services.get(NotificationService).publishAll(edited.notifications);
    // As after a deletion: the trending lists are read again from the counts the edit moved.
    if (edited.changedTags.length > 0) void this.deps.services.get(HashtagService).afterPostDeleted(edited.changedTags);
    return Object.assign(toPost(edited.row), { editedAt: edited.row.edited_at });
  }
}

/** Unlinks the tags the text dropped and links those it added (each moving usageCount by one); answers both. */
async function relinkHashtags(tx: EntityManager, post: PostRow, tags: readonly string[]): Promise<string[]> {
  const linked = await sqlRows<{ tag: string }>(
    tx,
    `SELECT h.tag FROM post_hashtags ph JOIN hashtags h ON h.id = ph.hashtag_id WHERE ph.post_id = $1`,
    [post.id],
  );
  const before = new Set(linked.map((row) => row.tag));
  const after = new Set(tags);
  const dropped = [...before].filter((tag) => !after.has(tag)).sort();
  const added = [...after].filter((tag) => !before.has(tag)).sort();
  // Every tag the edit moves is locked at once, in tag order (as every statement that moves usage counts locks
  // them): an edit dropping one tag and adding another never waits on one doing the reverse while holding it.
  await sqlRows(tx, `SELECT 1 FROM hashtags WHERE tag = ANY($1::text[]) ORDER BY tag FOR NO KEY UPDATE`, [
    [...dropped, ...added],
  ]);
  if (dropped.length > 0)
    await sqlRows(
      tx,
      `WITH locked AS (SELECT id FROM hashtags WHERE tag = ANY($2::text[]) ORDER BY tag FOR NO KEY UPDATE),
       unlinked AS (
         DELETE FROM post_hashtags ph USING locked WHERE ph.post_id = $1 AND ph.hashtag_id = locked.id
         RETURNING ph.hashtag_id
       )
       UPDATE hashtags h SET usage_count = h.usage_count - 1 FROM unlinked u WHERE h.id = u.hashtag_id`,
      [post.id, dropped],
    );
  if (added.length > 0)
    await sqlRows(
      tx,
      `WITH p AS (SELECT id, created_at FROM posts WHERE id = $1), ${linkTagsSql('p', '$2', '$3')} SELECT 1`,
      [post.id, added, tagFlags(added)],
    );
  return [...dropped, ...added];
}
