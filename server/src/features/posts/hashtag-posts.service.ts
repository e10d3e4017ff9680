import { normalizeTag } from '@kuza/common';
import type { DataSource } from 'typeorm';
import { preparedRows } from '../../db/prepared';
import { SharedReads } from '../../db/shared-reads';
import type { Deps } from '../../graphql/services';
import { decodeKeyset, encodeKeyset } from '../../kernel/keyset-cursor';
import { pageSize, toConnection } from '../../kernel/pagination';
import { microsToTimestamp } from '../../kernel/sql';
import { BlockRelations, hides } from '../../kernel/blocks';
import { extrasColumns, extrasJoin, extrasOf, type ExtrasRow } from './post-extras';
import { ALL_POST_FIELDS, SelectionTexts, type PostSelection } from './post-selection';
import { selectedPostColumns, toPost, type PostRow } from './post.rows';
import type { PostConnection } from './post.types';

// A hashtag's page (postsByHashtag): here rather than in hashtags/, which posts/ uses to link a post's tags.

const CURSOR_KIND = 'tag';

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

/** How long a tag page read here is answered again, unless this process answers a mutation first (shared-reads.ts). */
export const TAG_PAGE_KEEP_MS = 1000;

export class HashtagPostsService {
  private readonly tagPages: SharedReads<PostConnection>;

  constructor(private readonly deps: Deps) {
    this.tagPages = new SharedReads(deps.writeClock, { keepMs: TAG_PAGE_KEEP_MS });
  }

  /**
   * A hashtag's posts, newest first: the tag and one index range of post_hashtags, in one prepared statement.
   * Visitors who ask for the same page within a second share that statement's answer, unless this process answered
   * a mutation meanwhile (db/shared-reads.ts). The shared page is then cut for the reader: without the posts of
   * people blocked either way or muted (issue 33).
   */
  async postsByHashtag(
    tag: string,
    first?: number | null,
    after?: string | null,
    selection: PostSelection = ALL_POST_FIELDS,
    viewerId?: string | null,
  ): Promise<PostConnection> {
    const [page, hidden] = await Promise.all([
      this.sharedPage(tag, first, after, selection),
      this.deps.services.get(BlockRelations).hiddenFor(viewerId),
    ]);
    if (hidden.blocked.size === 0 && hidden.muted.size === 0) return page;
    return { ...page, edges: page.edges.filter((e) => !hides(hidden, e.node.userId)) };
  }

  private sharedPage(
    tag: string,
    first: number | null | undefined,
    after: string | null | undefined,
    selection: PostSelection,
  ): Promise<PostConnection> {
    const size = pageSize(first);
    const keyset = decodeKeyset(CURSOR_KIND, after);
    const normalized = normalizeTag(tag.trim());
    const db = this.deps.db;
    return this.tagPages.read(JSON.stringify([normalized, size, after ?? null, selection.key]), async () => {
      const rows = keyset
        ? await preparedRows<PostRow & ExtrasRow>(db, tagPageSql(db, true, selection), [
            normalized,
            size + 1,
            keyset.us,
            keyset.id,
          ])
        : await preparedRows<PostRow & ExtrasRow>(db, tagPageSql(db, false, selection), [normalized, size + 1]);
      // Authors and hashtags came with the page (post-extras.ts).
      const posts = rows.map((row) => Object.assign(toPost(row), { loaded: extrasOf(db, row) }));
      return toConnection(posts, size, (post) => encodeKeyset(CURSOR_KIND, { us: post.createdUs!, id: post.id }));
    });
  }
}
