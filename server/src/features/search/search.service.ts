import { firstIssue, searchQuerySchema } from '@kuza/common';
import { entityColumns, entityFrom } from '../../db/prepared';
import { sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { emptyConnection, pageSize, toConnection, type Connection } from '../../kernel/pagination';
import { Hashtag } from '../hashtags';
import { ALL_POST_FIELDS, type Post, type PostSelection } from '../posts';
import { Profile } from '../profiles';
import { SystemSettingsService } from '../system-settings';
import { searchPosts } from './post-search';
import {
  decodeHashtagCursor,
  decodePeopleCursor,
  decodePostCursor,
  encodeHashtagCursor,
  encodePeopleCursor,
  encodePostCursor,
} from './search-cursors';
import { tsquerySql, visibleAuthorSql } from './search-sql';
import { SearchKind, SearchResults, type SearchArgs, type SearchRequest } from './search.types';

// A LIKE pattern of the folded text in `param` that matches what starts with it (`_` and `%` match themselves).
const foldedPrefix = (param: string) =>
  `replace(replace(replace(kuza_search_fold(${param}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * Search (issue 32): people, posts and hashtags, with PostgreSQL full-text search (search-sql.ts and migration
 * 1763925000000). Anyone may search; anonymous callers find only public profiles and their posts.
 */
export class SearchService {
  constructor(private readonly deps: Deps) {}

  /** Checks the arguments once; each kind is read when its field is asked for. */
  search(args: SearchArgs): SearchResults {
    const checked = firstIssue(searchQuerySchema, { query: args.query });
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    const kind = args.kind ?? SearchKind.ALL;
    const first = pageSize(args.first);
    const after = args.after || null;
    if (after && kind === SearchKind.ALL) throw badInput('after', 'search.searchCursorNeedsKind');
    const request: SearchRequest = { query: checked.data.query, kind, first, after };
    return Object.assign(new SearchResults(), { query: request.query, kind, request });
  }

  /** Whether the caller may see only public profiles, or nothing at all (System Settings: Public profiles off). */
  private async audience(ctx: Context): Promise<'all' | 'public' | 'none'> {
    if (ctx.viewer) return 'all';
    const { publicProfiles } = await this.deps.services.get(SystemSettingsService).current();
    return publicProfiles ? 'public' : 'none';
  }

  /** People by username (exactly, by its start, or by its parts) and bio, best match first. */
  async people(ctx: Context, request: SearchRequest): Promise<Connection<Profile>> {
    if (request.kind !== SearchKind.ALL && request.kind !== SearchKind.PEOPLE) return emptyConnection();
    const audience = await this.audience(ctx);
    if (audience === 'none') return emptyConnection();
    const key = decodePeopleCursor(request.after);
    const db = this.deps.db;
    const params: unknown[] = [request.query.replace(/^@/, ''), audience === 'public', request.first + 1];
    if (key) params.push(key.s, key.id);
    const rows = await sqlRows<Record<string, unknown> & { search_score: string }>(
      db,
      `WITH matched AS (
         SELECT pr.id, round((
           CASE WHEN kuza_search_fold(pr.username) = kuza_search_fold($1) THEN 2
                WHEN kuza_search_fold(pr.username) LIKE ${foldedPrefix('$1')} THEN 1 ELSE 0 END
           + ts_rank_cd(pr.search_vector, ${tsquerySql('$1::text')}, 32))::numeric, 9) AS score
         FROM profiles pr
         WHERE (pr.search_vector @@ ${tsquerySql('$1::text')} OR kuza_search_fold(pr.username) LIKE ${foldedPrefix('$1')})
           AND ${visibleAuthorSql('pr.id', '$2::boolean')}
       )
       SELECT m.score::text AS search_score, ${entityColumns(db, Profile, 'pr')}
       FROM matched m JOIN profiles pr ON pr.id = m.id
       ${key ? 'WHERE (m.score, m.id) < ($4::numeric, $5::uuid)' : ''}
       ORDER BY m.score DESC, m.id DESC LIMIT $3`,
      params,
    );
    return toConnection(
      rows,
      request.first,
      (row) => encodePeopleCursor({ s: row.search_score, id: String(row.id) }),
      (row) => entityFrom(db, Profile, row),
    );
  }

  /** Posts by their words, best first: relevance times recency (search-sql.ts), newest window first. */
  async posts(
    ctx: Context,
    request: SearchRequest,
    selection: PostSelection = ALL_POST_FIELDS,
  ): Promise<Connection<Post>> {
    if (request.kind !== SearchKind.ALL && request.kind !== SearchKind.POSTS) return emptyConnection();
    const audience = await this.audience(ctx);
    if (audience === 'none') return emptyConnection();
    const page = await searchPosts(this.deps.db, {
      query: request.query,
      anonymous: audience === 'public',
      size: request.first,
      cursor: decodePostCursor(request.after),
      selection,
    });
    const edges = page.rows.map((row) => ({ cursor: encodePostCursor(row.cursor), node: row.post }));
    return { edges, pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  /** Hashtags in use that start with the query (without #, spaces or accents), most used first. */
  async hashtags(_ctx: Context, request: SearchRequest): Promise<Connection<Hashtag>> {
    if (request.kind !== SearchKind.ALL && request.kind !== SearchKind.HASHTAGS) return emptyConnection();
    const tag = request.query.replace(/^#/, '').replace(/\s+/g, '').normalize('NFC');
    if (!tag) return emptyConnection();
    const key = decodeHashtagCursor(request.after);
    const db = this.deps.db;
    const params: unknown[] = [tag, request.first + 1];
    if (key) params.push(key.u, key.t);
    const rows = await sqlRows<Record<string, unknown>>(
      db,
      `SELECT ${entityColumns(db, Hashtag, 'h')} FROM hashtags h
       WHERE h.usage_count > 0 AND kuza_search_fold(h.tag) LIKE ${foldedPrefix('$1')}
       ${key ? 'AND (h.usage_count < $3 OR (h.usage_count = $3 AND h.tag > $4))' : ''}
       ORDER BY h.usage_count DESC, h.tag ASC LIMIT $2`,
      params,
    );
    return toConnection(
      rows.map((row) => entityFrom(db, Hashtag, row)),
      request.first,
      (hashtag) => encodeHashtagCursor({ u: hashtag.usageCount, t: hashtag.tag }),
    );
  }
}
