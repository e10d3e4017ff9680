import { MEDIA_RULES, firstIssue, isOffensive, parseHashtags, postContentSchema, type MessageId } from '@kuza/common';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Context } from '../../graphql/context';
import { requireViewer } from '../../kernel/viewer';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { HashtagService, linkTagsSql, tagFlags } from '../hashtags';
import { Profile, ProfileService } from '../profiles';
import { extrasColumns, extrasJoin, extrasOf, type ExtrasRow } from './post-extras';
import { MediaService, type StoredMedia } from '../media';
import { MentionService } from '../mentions';
import { NotificationService } from '../notifications';
import { SystemSettingsService } from '../system-settings';
import { repeatedPostSql } from '../moderation-rules';
import { Role } from '../../kernel/roles';
import { pageSize, toConnection } from '../../kernel/pagination';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import type { Post } from './post.entity';
import { POST_CREATED, postCreatedPayload } from './post.events';
import { microsToTimestamp, isUuid, retryOnDeadlock } from '../../kernel/sql';
import { isBlockedBetween, viewerSeesSql } from '../../kernel/blocks';
import { postColumns, selectedPostColumns, toPost, type PostRow } from './post.rows';
import { ALL_POST_FIELDS, SelectionTexts, type PostSelection } from './post-selection';
import type { CreatePostInput, PostConnection } from './post.types';
import type { PostCreateStep } from './post-create-step';
import type { DataSource } from 'typeorm';
import { entityColumns, preparedRows } from '../../db/prepared';
import { sqlRows } from '../../db/sql';
import { emitWebhookEvent, webhookOutboxSql } from '../webhooks';

const CURSOR_KIND = 'posts';

// The post.created webhook's data (features/webhooks), from the inserted row.
const POST_WEBHOOK_DATA = `jsonb_build_object('id', p.id, 'authorId', p.user_id, 'content', p.content,
  'mediaUrl', p.media_url, 'mediaType', p.media_type, 'createdAt', p.created_at)`;

// One statement, so one transaction: the post, its tags and links (hashtag.service.ts linkTagsSql), and the answer's
// author and hashtags for the request's loaders (post-extras.ts; the links are not visible to this statement's own
// reads, so the hashtags are the ones it linked, sorted by tag as the loader sorts them).
let createText: string | null = null;
const createPostSql = (db: DataSource) =>
  (createText ??= `
    WITH p AS (
      -- Spam detection (System Settings, $9) refuses a post that repeats one of the author's latest: no row, nothing linked.
      INSERT INTO posts AS p (user_id, content, media_url, media_type, media_key, sensitive)
      SELECT $1::uuid, $2::text, $3::text, $4::text, $5::text, $7::boolean WHERE NOT ${repeatedPostSql('$9', '$1::uuid', '$2::text')}
      RETURNING ${postColumns('p')}
    ), ${linkTagsSql('p', '$6', '$10')}, flagged AS (
      -- Auto-moderation (System Settings) puts an offensive post in the moderation queue.
      INSERT INTO moderation_items (kind, post_id, author_id, excerpt, auto_flagged) SELECT 'POST', p.id, p.user_id, p.content, true FROM p WHERE $8
    ), webhook AS (${webhookOutboxSql('post.created', { from: 'p', userId: 'p.user_id', data: POST_WEBHOOK_DATA })})
    SELECT p.*, ${entityColumns(db, Profile, 'pr', 'author.')},
      (SELECT COALESCE(json_agg(linked_tags ORDER BY linked_tags.tag), '[]') FROM linked_tags) AS extras_hashtags
    FROM p ${extrasJoin('p.user_id')}`);

// Newest posts, everyone's or one author's ($3), first page or after a keyset (the last two parameters), with the
// asked-for columns: one prepared statement per shape.
const listTexts = new SelectionTexts(64);
const listSql = (db: DataSource, byAuthor: boolean, after: boolean, asked: PostSelection): string =>
  listTexts.textFor(asked, `${byAuthor ? 'author' : 'all'}|${after ? 'after' : 'first'}`, (selection) => {
    // Everyone's posts: without those of people blocked either way or muted by the caller (issue 33).
    const where = [viewerSeesSql('$2::uuid', 'p.user_id', { muted: !byAuthor })];
    if (byAuthor) where.push('p.user_id = $3');
    const us = byAuthor ? 4 : 3;
    if (after) where.push(`(p.created_at, p.id) < (${microsToTimestamp(`$${us}`)}, $${us + 1}::uuid)`);
    return `SELECT ${selectedPostColumns('p', selection.post)}${extrasColumns(db, 'p', selection)}
      FROM posts p ${extrasJoin('p.user_id', selection)} WHERE ${where.join(' AND ')}
      ORDER BY p.created_at DESC, p.id DESC LIMIT $1`;
  });

export class PostService {
  private readonly createSteps: PostCreateStep[] = [];

  constructor(private readonly deps: Deps) {}

  /** Another feature's part of every new post (paid posts' access, splits), registered at start (app/server.ts). */
  onCreate(step: PostCreateStep): void {
    this.createSteps.push(step);
  }

  private get hashtags() {
    return this.deps.services.get(HashtagService);
  }

  private get media() {
    return this.deps.services.get(MediaService);
  }

  /**
   * A post with its hashtags linked in one statement (one transaction), then announced to `postCreated` subscribers. With a file,
   * the file is stored first and removed again if the post cannot be written.
   */
  async create(ctx: Context, input: CreatePostInput): Promise<Post> {
    const viewer = requireViewer(ctx);
    const expected = input.mediaType ?? null;
    const file = await this.receiveFile(
      input.media,
      expected ? MEDIA_RULES[expected].uploadFailedMessage : 'content.uploadFailedVideo',
    );
    if (expected && !file) throw badInput('media', MEDIA_RULES[expected].missingMessage);
    const request = { ownerId: viewer.id, allowed: ['IMAGE', 'VIDEO', 'AUDIO'] as const, expected };
    const kind = file ? this.media.kindOf(file, request) : null;
    const checked = firstIssue(postContentSchema(kind), { content: input.content });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const { content } = checked.data;
    const steps = (
      await Promise.all(this.createSteps.map(async (step) => ({ step, prepared: await step.prepare(ctx, input) })))
    ).filter((s) => s.prepared !== null);

    const sensitive = isOffensive(content);
    const { autoModeration, spamDetection } = await this.deps.services.get(SystemSettingsService).current();
    const stored: StoredMedia | null = file ? await this.media.store(file, request) : null;
    const tags = parseHashtags(content);
    const uniqueTags = [...new Set(tags)];
    const trendingEpoch = this.hashtags.trendingEpoch;
    let post: Post;
    try {
      const params = [
        viewer.id,
        content,
        stored?.url ?? null,
        stored?.kind ?? null,
        stored?.key ?? null,
        uniqueTags,
        sensitive,
        sensitive && autoModeration,
        spamDetection,
        tagFlags(uniqueTags),
      ];
      const [row] = await retryOnDeadlock(() =>
        steps.length === 0
          ? preparedRows<PostRow & ExtrasRow>(this.deps.db, createPostSql(this.deps.db), params)
          : // The steps' rows (a locked post's access, its split) are written with the post: never seen without them,
            // and a step that refuses (a split deleted since it was checked) leaves no post.
            this.deps.db.transaction(async (tx) => {
              const rows: Array<PostRow & ExtrasRow> = await tx.query(createPostSql(this.deps.db), params);
              if (rows[0]) for (const { step, prepared } of steps) await step.apply(tx, toPost(rows[0]), prepared);
              return rows;
            }),
      );
      if (!row) throw badInput('content', 'moderation.repeatedPost');
      // Created by this request just now: the author has not liked it.
      post = Object.assign(toPost(row), { loaded: { ...extrasOf(this.deps.db, row), viewerHasLiked: false } });
    } catch (error) {
      await this.media.remove(stored?.key);
      throw error;
    }
    // The people the text names (@username) hear of it (features/mentions).
    const mentioned = await this.deps.services
      .get(MentionService)
      .notify(this.deps.db.manager, { actorId: viewer.id, postId: post.id, commentId: null, text: content, sensitive });
    this.deps.services.get(NotificationService).publishAll(mentioned);
    this.deps.pubSub.publish(POST_CREATED, postCreatedPayload(post, tags));
    // The trending lists are dropped at once (a trending read after this answer sees the post); the check that pushes
    // the new top 10 to subscribers follows, from the counts the statement returned, and the author need not wait.
    const counts = (post.loaded?.hashtags ?? []).map(({ id, tag, usageCount }) => ({ id, tag, usageCount }));
    void this.hashtags.afterPostCreated(counts, trendingEpoch);
    return post;
  }

  /** Deletes a post (its author, a moderator or an admin): its hashtags' usageCount goes down and its file is removed. */
  async delete(ctx: Context, id: string): Promise<boolean> {
    const viewer = requireViewer(ctx);
    const post = await this.findById(id);
    if (!post) throw notFound('content.postNotFound');
    const moderates = viewer.roles.includes(Role.ADMIN) || viewer.roles.includes(Role.MODERATOR);
    if (post.userId !== viewer.id && !moderates) throw forbidden('content.notYourPost');
    const tags = await retryOnDeadlock(() =>
      this.deps.db.transaction(async (tx) => {
        // Locked first, as an edit (features/edits) locks it: its hashtags are unlinked after any edit committed.
        await sqlRows(tx, `SELECT 1 FROM posts WHERE id = $1 FOR UPDATE`, [id]);
        const unlinked = await this.hashtags.unlinkPost(tx, id);
        const deleted = await sqlRows<{ id: string }>(tx, `DELETE FROM posts WHERE id = $1 RETURNING id`, [id]);
        if (deleted.length === 0) throw notFound('content.postNotFound'); // deleted meanwhile by someone else
        if (post.userId) await emitWebhookEvent(tx, { userId: post.userId, type: 'post.deleted', data: { id } });
        return unlinked;
      }),
    );
    await this.media.remove(post.mediaKey);
    void this.hashtags.afterPostDeleted(tags); // as for a new post: the lists are dropped at once, the push follows
    return true;
  }

  /** A post as this reader may see it: none when its author is suspended, or either has blocked the other. */
  async findVisible(ctx: Context, id: string): Promise<Post | null> {
    const post = await this.findVisibleById(id);
    return post && (await isBlockedBetween(this.deps.db, ctx.viewer?.id, post.userId)) ? null : post;
  }

  async findById(id: string): Promise<Post | null> {
    if (!isUuid(id)) return null;
    const [row] = await sqlRows<PostRow>(this.deps.db, `SELECT ${postColumns('p')} FROM posts p WHERE p.id = $1`, [id]);
    return row ? toPost(row) : null;
  }

  /** A post as readers may see it: none when its author's account is suspended (public pages answer 404 too). */
  async findVisibleById(id: string): Promise<Post | null> {
    if (!isUuid(id)) return null;
    // With its author and hashtags (Post.loaded): a post page in one statement.
    const [row] = await preparedRows<PostRow & ExtrasRow>(
      this.deps.db,
      `SELECT ${postColumns('p')}${extrasColumns(this.deps.db, 'p')} FROM posts p ${extrasJoin('p.user_id')}
       WHERE p.id = $1 AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.suspended_at IS NOT NULL)`,
      [id],
    );
    return row ? Object.assign(toPost(row), { loaded: extrasOf(this.deps.db, row) }) : null;
  }

  /**
   * Newest first, everyone's or one author's (as its profile is visible to the caller), by keyset on (created_at, id),
   * with the authors and hashtags `selection` asks for read by the same statement (post-extras.ts).
   */
  async list(
    ctx: Context,
    authorUsername: string | null | undefined,
    first?: number | null,
    after?: string | null,
    selection: PostSelection = ALL_POST_FIELDS,
  ): Promise<PostConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const params: unknown[] = [size + 1, ctx.viewer?.id ?? null];
    let authorId: string | null = null;
    if (authorUsername !== null && authorUsername !== undefined) {
      // A profile's posts are part of its page: as private as the profile (Public profiles, spec §2.3).
      const author = await this.deps.services.get(ProfileService).findVisibleByUsername(ctx, authorUsername);
      if (!author) return toConnection([], size, () => '');
      authorId = author.id;
      params.push(author.id);
    }
    if (keyset) params.push(keyset.us, keyset.id);
    const text = listSql(this.deps.db, authorId !== null, keyset !== null, selection);
    const rows = await preparedRows<PostRow & ExtrasRow>(this.deps.db, text, params);
    return toConnection(
      rows.map((row) => Object.assign(toPost(row), { loaded: extrasOf(this.deps.db, row) })),
      size,
      (post) => encodeKeyset(CURSOR_KIND, { us: post.createdUs!, id: post.id }),
    );
  }

  /** The uploaded file, or a clear error when the multipart request was cut off before it arrived. */
  private async receiveFile(
    media: Promise<FileUpload> | null | undefined,
    failedMessage: MessageId,
  ): Promise<FileUpload | null> {
    if (!media) return null;
    try {
      return await media;
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'Upload did not arrive');
      throw badInput('media', failedMessage);
    }
  }
}
