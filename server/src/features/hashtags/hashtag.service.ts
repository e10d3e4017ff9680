import { LIMITS, isOffensive, normalizeTag } from '@kuza/common';
import type { EntityManager } from 'typeorm';
import { preparedRows } from '../../db/prepared';
import type { Deps } from '../../graphql/services';
import { badInput } from '../../graphql/errors';
import { Hashtag } from './hashtag.entity';
import { TRENDING_HASHTAGS_UPDATED, type TrendingHashtagPayload } from './hashtag.events';
import { TrendingBoard } from './trending-board';
import { TrendingLists } from './trending-lists';

interface HashtagRow {
  id: string;
  tag: string;
  usage_count: number;
  created_at: Date;
}

const toHashtag = (row: HashtagRow) =>
  Object.assign(new Hashtag(), { id: row.id, tag: row.tag, usageCount: row.usage_count, createdAt: row.created_at });

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
export class HashtagService {
  private readonly trendingLists = new TrendingLists(TRENDING_LIST_TTL_MS);
  // Trending checks run one after another, each from the committed state or from the board that follows it, so the
  // last list pushed is the current one.
  private trendingCheck: Promise<void> = Promise.resolve();
  private lastTrending: string | null = null;
  private queuedCheck: QueuedCheck | null = null;
  private readonly board = new TrendingBoard(LIMITS.trendingHashtags, TRENDING_LIST_TTL_MS);

  constructor(private readonly deps: Deps) {}

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
    if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.pageSizeMax)
      throw badInput('limit', 'content.limitRange');
    return this.trendingLists.read(limit, async () =>
      (await preparedRows<HashtagRow>(this.deps.db, trendingSql(limit))).map(toHashtag),
    );
  }

  async findByTag(tag: string): Promise<Hashtag | null> {
    const [row] = await preparedRows<HashtagRow>(this.deps.db, BY_TAG_SQL, [normalizeTag(tag.trim())]);
    return row ? toHashtag(row) : null;
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
    return this.checkTrending(
      trendable.map((c) => c.tag),
      { counts: trendable, epoch },
    );
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
  private checkTrending(
    changedTags: readonly string[],
    created: { counts: readonly TrendingHashtagPayload[]; epoch: number } | null,
  ): Promise<void> {
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
        const changed =
          this.lastTrending === null ? payload.some((h) => tags.includes(h.tag)) : signature !== this.lastTrending;
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
