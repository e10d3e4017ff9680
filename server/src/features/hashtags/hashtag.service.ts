import { LIMITS, isOffensive, normalizeTag } from '@kuza/common';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRows } from '../../db/prepared';
import { SharedReads } from '../../db/shared-reads';
import type { Deps } from '../../graphql/services';
import { badInput } from '../../graphql/errors';
import { pageSize, toConnection } from '../posts/connection';
import { decodeKeyset, encodeKeyset } from '../posts/keyset-cursor';
import { microsToTimestamp, selectedPostColumns, toPost, type PostRow } from '../posts/post.rows';
import { ALL_POST_FIELDS, SelectionTexts, type PostSelection } from '../posts/post-selection';
import type { PostConnection } from '../posts/post.types';
import { extrasColumns, extrasJoin, extrasOf, type ExtrasRow } from '../posts/post-extras';
import { Hashtag } from './hashtag.entity';
import { TRENDING_HASHTAGS_UPDATED, type TrendingHashtagPayload } from './hashtag.events';
import { TrendingBoard } from './trending-board';
import { TrendingLists } from './trending-lists';

const CURSOR_KIND = 'tag';

interface HashtagRow {
  id: string;
  tag: string;
  usage_count: number;
  created_at: Date;
}

const toHashtag = (row: HashtagRow) => Object.assign(new Hashtag(), { id: row.id, tag: row.tag, usageCount: row.usage_count, createdAt: row.created_at });

/**
 * Which hashtags can trend (served by hashtags_trending_idx): those in use, except tags using offensive language,
 * which keep their pages but are never promoted (docs/safety-and-moderation.md).
 */
export const TRENDABLE = 'usage_count > 0 AND NOT offensive';

/** The post's tags, each with whether it uses offensive language (linkTagsSql's `offensive`). */
export const tagFlags = (tags: readonly string[]) => tags.map((tag) => isOffensive(tag));

// The size is written into the text (one statement per size asked for, at most LIMITS.pageSizeMax): a LIMIT parameter
// is costed as a tenth of the table, so PostgreSQL never chose the shared plan and planned every execution again.
const trendingSql = (size: number) =>
  `SELECT id, tag, usage_count, created_at FROM hashtags WHERE ${TRENDABLE} ORDER BY usage_count DESC, tag ASC LIMIT ${size}`;
const BY_TAG_SQL = `SELECT id, tag, usage_count, created_at FROM hashtags WHERE tag = $1`;
// A tag's page with its posts' authors and hashtags (posts/post-extras.ts), reading the columns the query asks for.
const tagPageTexts = new SelectionTexts(64);
const tagPageSql = (db: DataSource, after: boolean, asked: PostSelection): string =>
  tagPageTexts.textFor(asked, after ? 'after' : 'first', (selection) => {
    const bound = after ? `AND (ph.post_created_at, ph.post_id) < (${microsToTimestamp('$3')}, $4::uuid)` : '';
    return `
      SELECT ${selectedPostColumns('p', selection.post)}${extrasColumns(db, 'p', selection)} FROM hashtags t
      CROSS JOIN LATERAL (
        SELECT ph.post_id, ph.post_created_at FROM post_hashtags ph WHERE ph.hashtag_id = t.id ${bound}
        ORDER BY ph.post_created_at DESC, ph.post_id DESC LIMIT $2
      ) page
      JOIN posts p ON p.id = page.post_id
      ${extrasJoin('p.user_id', selection)}
      WHERE t.tag = $1
      ORDER BY page.post_created_at DESC, page.post_id DESC`;
  });

// Only when the statement wrote the post (`post` may be empty: spam detection refused it). `offensive` has a flag per
// tag (trendableTags below): a new tag is written with it, and one using offensive language never trends.
export const linkTagsSql = (post: string, tags: string, offensive: string) => `linked_tags AS (
    INSERT INTO hashtags AS h (tag, usage_count, offensive)
    SELECT t.tag, 1, t.offensive FROM unnest(${tags}::text[], ${offensive}::boolean[]) AS t (tag, offensive)
    WHERE EXISTS (SELECT 1 FROM ${post}) ORDER BY t.tag
    ON CONFLICT (tag) DO UPDATE SET usage_count = h.usage_count + 1
    RETURNING h.id, h.tag, h.usage_count, h.created_at
  ), linked AS (
    INSERT INTO post_hashtags (post_id, hashtag_id, post_created_at)
    SELECT ${post}.id, linked_tags.id, ${post}.created_at FROM ${post}, linked_tags
  )`;

// A check begins a turn of the event loop later: the answers of the posts it covers are written first, and posts
// answered meanwhile join it.
const afterAnswersLeave = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Posts created or deleted since the last trending check began (see checkTrending). */
interface QueuedCheck {
  tags: Set<string>;
  counts: TrendingHashtagPayload[];
  epochs: Set<number>;
  done: Promise<void>;
}

/** How long a trending list read here may miss a change made outside this process (one here is seen at once). */
export const TRENDING_LIST_TTL_MS = 1000;
/** How long a tag page read here is answered again, unless this process answers a mutation first (shared-reads.ts). */
export const TAG_PAGE_KEEP_MS = 1000;

export class HashtagService {
  private readonly trendingLists = new TrendingLists(TRENDING_LIST_TTL_MS);
  private readonly tagPages: SharedReads<PostConnection>;
  // Trending checks run one after another, each from the committed state or from the board that follows it, so the
  // last list pushed is the current one.
  private trendingCheck: Promise<void> = Promise.resolve();
  private lastTrending: string | null = null;
  private queuedCheck: QueuedCheck | null = null;
  private readonly board = new TrendingBoard(LIMITS.trendingHashtags, TRENDING_LIST_TTL_MS);

  constructor(private readonly deps: Deps) {
    this.tagPages = new SharedReads(deps.writeClock, { keepMs: TAG_PAGE_KEEP_MS });
  }

  /** Unlinks a post that is being deleted (in its transaction) and lowers its tags' usageCount; returns the tags. */
  async unlinkPost(tx: EntityManager, postId: string): Promise<string[]> {
    const rows: Array<{ tag: string }> = await tx.query(
      `WITH locked AS (
         SELECT h.id, h.tag FROM hashtags h
         WHERE h.id IN (SELECT hashtag_id FROM post_hashtags WHERE post_id = $1)
         ORDER BY h.tag FOR NO KEY UPDATE
       ), unlinked AS (
         DELETE FROM post_hashtags ph USING locked WHERE ph.post_id = $1 AND ph.hashtag_id = locked.id RETURNING ph.hashtag_id
       )
       UPDATE hashtags h SET usage_count = h.usage_count - 1
       FROM unlinked u WHERE h.id = u.hashtag_id RETURNING h.tag`,
      [postId],
    );
    return rows.map((row) => row.tag);
  }

  async trending(limit: number = LIMITS.trendingHashtags): Promise<Hashtag[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.pageSizeMax) throw badInput('limit', 'content.limitRange');
    return this.trendingLists.read(limit, async () => (await preparedRows<HashtagRow>(this.deps.db, trendingSql(limit))).map(toHashtag));
  }

  async findByTag(tag: string): Promise<Hashtag | null> {
    const [row] = await preparedRows<HashtagRow>(this.deps.db, BY_TAG_SQL, [normalizeTag(tag.trim())]);
    return row ? toHashtag(row) : null;
  }

  /**
   * A hashtag's posts, newest first: the tag and one index range of post_hashtags, in one prepared statement.
   * Visitors who ask for the same page within a second share that statement's answer, unless this process answered
   * a mutation meanwhile (db/shared-reads.ts).
   */
  postsByHashtag(tag: string, first?: number | null, after?: string | null, selection: PostSelection = ALL_POST_FIELDS): Promise<PostConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const normalized = normalizeTag(tag.trim());
    const db = this.deps.db;
    return this.tagPages.read(JSON.stringify([normalized, size, after ?? null, selection.key]), async () => {
      const rows = keyset
        ? await preparedRows<PostRow & ExtrasRow>(db, tagPageSql(db, true, selection), [normalized, size + 1, keyset.us, keyset.id])
        : await preparedRows<PostRow & ExtrasRow>(db, tagPageSql(db, false, selection), [normalized, size + 1]);
      // Authors and hashtags came with the page (post-extras.ts).
      const posts = rows.map((row) => Object.assign(toPost(row), { loaded: extrasOf(db, row) }));
      return toConnection(posts, size, (post) => encodeKeyset(CURSOR_KIND, { us: post.createdUs!, id: post.id }));
    });
  }

  /** Resolves once the trending checks started so far are done (shutdown waits for it before closing the pool). */
  trendingSettled(): Promise<void> {
    return this.trendingCheck;
  }

  /** Taken before a post's statement runs and handed to `afterPostCreated` (trending-board.ts). */
  get trendingEpoch(): number {
    return this.board.epoch;
  }

  /** After a post was created: its tags with the usageCount its statement returned. */
  afterPostCreated(counts: readonly TrendingHashtagPayload[], epoch: number): Promise<void> {
    // A tag using offensive language never trends, so its count cannot change the top 10.
    const trendable = counts.filter((count) => !isOffensive(count.tag));
    return this.checkTrending(trendable.map((c) => c.tag), { counts: trendable, epoch });
  }

  /** After a post was deleted: these tags' counts went down. */
  afterPostDeleted(tags: readonly string[]): Promise<void> {
    if (tags.length > 0) this.board.lowered();
    return this.checkTrending(tags, null);
  }

  /**
   * Pushes the top 10 to `trendingHashtagsUpdated` subscribers when it differs from the last list pushed.
   * The trending lists are dropped at once; the push follows, one check after another.
   */
  private checkTrending(changedTags: readonly string[], created: { counts: readonly TrendingHashtagPayload[]; epoch: number } | null): Promise<void> {
    if (changedTags.length === 0) return this.trendingCheck;
    // The counts changed: the next trending read (this check's included) reads them.
    this.trendingLists.invalidate();
    // A check that has not started yet covers this caller's change too: join it instead of queueing another
    // (under many concurrent posts, one check serves them all).
    const queued = this.queuedCheck ?? this.queueCheck();
    for (const tag of changedTags) queued.tags.add(tag);
    if (created) {
      queued.counts.push(...created.counts);
      queued.epochs.add(created.epoch);
    }
    return queued.done;
  }

  private queueCheck(): QueuedCheck {
    const queued: QueuedCheck = { tags: new Set(), counts: [], epochs: new Set(), done: Promise.resolve() };
    queued.done = this.trendingCheck
      .then(afterAnswersLeave)
      .then(async () => {
        this.queuedCheck = null;
        const tags = [...queued.tags];
        // Posts whose statements all began at the same epoch: their counts update the board; anything else reads.
        const known = queued.epochs.size === 1 ? this.board.apply(queued.counts, [...queued.epochs][0]) : null;
        const payload = known ?? (await this.readBoard());
        const signature = JSON.stringify(payload);
        // Before the first push this process has nothing to compare with: push when a changed tag is in the top 10.
        const changed = this.lastTrending === null ? payload.some((h) => tags.includes(h.tag)) : signature !== this.lastTrending;
        this.lastTrending = signature;
        if (changed) this.deps.pubSub.publish(TRENDING_HASHTAGS_UPDATED, payload);
      })
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'Could not publish trending hashtags'));
    this.queuedCheck = queued;
    this.trendingCheck = queued.done;
    return queued;
  }

  private async readBoard(): Promise<TrendingHashtagPayload[]> {
    const epoch = this.board.epoch;
    const rows = await preparedRows<HashtagRow>(this.deps.db, trendingSql(LIMITS.trendingHashtags));
    const list = rows.map((row) => ({ id: row.id, tag: row.tag, usageCount: row.usage_count }));
    this.board.install(list, epoch);
    return list;
  }
}
