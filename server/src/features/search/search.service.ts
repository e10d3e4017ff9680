import { firstIssue, searchQuerySchema } from '@kuza/common';
import { entityColumns, entityFrom } from '../../db/prepared';
import { sqlRows } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { Clock } from '../../kernel/clock';
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

/** How many people a search ranks at most, from usernames and from words each (people()). */
export const PEOPLE_CANDIDATES = 500;

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

  /**
   * People by username (exactly, by its start, or by its parts) and bio, best match first. The candidates are the
   * first PEOPLE_CANDIDATES usernames that start with the query and the newest PEOPLE_CANDIDATES profiles whose
   * words match: a word in many bios costs the same as a rare one.
   */
  async people(ctx: Context, request: SearchRequest): Promise<Connection<Profile>> {
    if (request.kind !== SearchKind.ALL && request.kind !== SearchKind.PEOPLE) return emptyConnection();
    const audience = await this.audience(ctx);
    if (audience === 'none') return emptyConnection();
    const key = decodePeopleCursor(request.after);
    const db = this.deps.db;
    const text = request.query.replace(/^@/, '');
    const params: unknown[] = [text, audience === 'public', request.first + 1, PEOPLE_CANDIDATES];
    if (key) params.push(key.s, key.id);
    params.push(ctx.viewer?.id ?? null);
    // Usernames are ASCII letters, digits and _ (common/auth-rules.ts): lower() folds them.
    const name = `lower(pr.username) COLLATE "C"`;
    const visible = visibleAuthorSql('pr.id', '$2::boolean', `$${params.length}::uuid`);
    const rows = await sqlRows<Record<string, unknown> & { search_score: string }>(
      db,
      `WITH by_name AS (
         SELECT pr.id FROM profiles pr WHERE ${name} LIKE ${foldedPrefix('$1')} AND ${visible}
         ORDER BY ${name} LIMIT $4
       ), by_words AS (
         SELECT pr.id FROM profiles pr WHERE pr.search_vector @@ ${tsquerySql('$1::text')} AND ${visible}
         ORDER BY pr.created_at DESC, pr.id DESC LIMIT $4
       )
       -- One index lookup per candidate (LATERAL), never a scan of every profile.
       SELECT m.* FROM (SELECT id FROM by_name UNION SELECT id FROM by_words) c
       CROSS JOIN LATERAL (
         SELECT ${entityColumns(db, Profile, 'pr')}, round((
           CASE WHEN ${name} = kuza_search_fold($1) THEN 2 WHEN ${name} LIKE ${foldedPrefix('$1')} THEN 1 ELSE 0 END
           + ts_rank_cd(pr.search_vector, ${tsquerySql('$1::text')}, 32))::numeric, 9)::text AS search_score
         FROM profiles pr WHERE pr.id = c.id
       ) m
       ${key ? 'WHERE (m.search_score::numeric, m.id) < ($5::numeric, $6::uuid)' : ''}
       ORDER BY m.search_score::numeric DESC, m.id DESC LIMIT $3`,
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
      viewerId: ctx.viewer?.id ?? null,
      accessAt: this.deps.services.get(Clock).now(),
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
