import { LIMITS, normalizeTag } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { Hashtag } from './hashtag.entity';

export const HASHTAG_SEARCH_MAX = 20;

/** LIKE-escapes a prefix, so `_` (common in tags) and `%` match themselves. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Hashtags in use whose tag starts with what the user typed (with or without #), most used first. */
export class HashtagSearchService {
  constructor(private readonly deps: Deps) {}

  async search(query: string, first: number): Promise<Hashtag[]> {
    const prefix = normalizeTag(query.trim()).slice(0, LIMITS.hashtagMaxLength);
    if (!prefix) return [];
    const size = Math.min(Math.max(Math.trunc(first), 1), HASHTAG_SEARCH_MAX);
    // Served by hashtags_tag_prefix_idx: one index range, then the few matches are sorted by use.
    return this.deps.db
      .getRepository(Hashtag)
      .createQueryBuilder('h')
      .where(`h.tag LIKE :prefix ESCAPE '\\'`, { prefix: likePrefix(prefix) })
      .andWhere('h.usage_count > 0')
      .orderBy('h.usage_count', 'DESC')
      .addOrderBy('h.tag', 'ASC')
      .limit(size)
      .getMany();
  }
}
