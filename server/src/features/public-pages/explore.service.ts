import { EXPLORE_CATEGORIES } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { sqlRows } from '../../db/sql';

export class ExploreService {
  constructor(private readonly deps: Deps) {}

  /** Each category's distinct posts over its hashtags, in one statement. */
  async categories(): Promise<{ key: string; tag: string; tags: string[]; postsCount: number }[]> {
    const keys = EXPLORE_CATEGORIES.flatMap((c) => c.tags.map(() => c.key));
    const tags = EXPLORE_CATEGORIES.flatMap((c) => [...c.tags]);
    const rows = await sqlRows<{ key: string; posts: number }>(
      this.deps.db,
      `SELECT c.key, count(DISTINCT ph.post_id)::int AS posts
       FROM unnest($1::text[], $2::text[]) AS c (key, tag)
       JOIN hashtags h ON h.tag = c.tag JOIN post_hashtags ph ON ph.hashtag_id = h.id
       GROUP BY c.key`,
      [keys, tags],
    );
    const counts = new Map(rows.map((row) => [row.key, row.posts]));
    return EXPLORE_CATEGORIES.map((c) => ({
      key: c.key,
      tag: c.tags[0],
      tags: [...c.tags],
      postsCount: counts.get(c.key) ?? 0,
    }));
  }
}
