// The SQL of search. Every text goes through kuza_search_fold / kuza_search_vector (migration 1763925000000), so
// the query is folded exactly as the stored vectors were.
import { viewerSeesSql } from '../../kernel/blocks';
import { readsWholePostSql } from '../paid-posts';

/**
 * The tsquery of the text in `param` (kuza_search_query, migration 1763925000000): the words through english,
 * french and simple, OR-ed, so a stemmed form or the word as written matches. websearch_to_tsquery never fails on
 * user input: quotes, `or` and `-word` work as on web search engines. Written out where it is used (not in a CTE):
 * the function is immutable, so the planner computes it once and estimates from the column's statistics how common
 * the words are (a common word: the newest-first index; a rare one: the GIN index).
 */
export const tsquerySql = (param: string) => `kuza_search_query(${param})`;

/**
 * Authors whose content the searcher may see: not suspended; for anonymous callers (`anonymous` a boolean
 * parameter), only creators whose Public profile switch is on (user_settings, default on); for a signed-in one
 * (`viewer` a uuid parameter, null when anonymous), nobody blocked either way and, for posts (`muted`), nobody they
 * muted (issue 33).
 */
export const visibleAuthorSql = (userId: string, anonymous: string, viewer: string, muted = false) => `(
  NOT EXISTS (SELECT 1 FROM users su WHERE su.id = ${userId} AND su.suspended_at IS NOT NULL)
  AND (NOT ${anonymous} OR NOT EXISTS (
    SELECT 1 FROM user_settings ss WHERE ss.user_id = ${userId} AND ss.public_profile = false))
  AND ${viewerSeesSql(viewer, userId, { muted })})`;

/**
 * The words of the post `alias` that `viewer` may search (a uuid, null for anonymous; `at` the app's clock): all of
 * them, except in a members-only or pay-per-view post they may not read, where only its teaser's
 * (posts.teaser_vector, migration 1763965000000; NULL when the teaser is the whole text). A word only past the
 * teaser neither finds the post nor ranks it.
 */
export const readableVectorSql = (alias: string, viewer: string, at: string) =>
  `CASE WHEN ${alias}.teaser_vector IS NULL OR ${readsWholePostSql(alias, viewer, at)} THEN ${alias}.search_vector
        ELSE ${alias}.teaser_vector END`;

/**
 * SQL condition: the post `alias`, found by search_vector, also matches `query` in what `viewer` may read
 * (readableVectorSql). Short posts and those with the words in the teaser cost no look-up of the post's lock.
 */
export const matchesReadableSql = (alias: string, query: string, viewer: string, at: string) =>
  `(${alias}.teaser_vector IS NULL OR ${alias}.teaser_vector @@ ${query} OR ${readsWholePostSql(alias, viewer, at)})`;

/**
 * Relevance times recency, rounded so that a cursor carries the exact value (numeric): relevance is ts_rank_cd with
 * normalisation 32 (rank / (rank + 1), so 0..1, more for matches close together); recency is
 * 1 + 2^(-age / 7 days): a post of today counts up to twice, a week-old one 1.5 times, an old one once. An older
 * post that matches better still comes before a newer one that matches worse. `now` is pinned by the first page,
 * so the scores of later pages are the same.
 */
export const postScoreSql = (vector: string, query: string, createdAt: string, now: string) =>
  `round((ts_rank_cd(${vector}, ${query}, 32)::float8
     * (1 + power(2::float8, -extract(epoch FROM (${now} - ${createdAt}))::float8 / 604800)))::numeric, 9)`;

/** LIKE-escapes a prefix, so `_` (common in usernames and tags) and `%` match themselves. */
export const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
