import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';
import { Hashtag } from './hashtag.entity';

/** The hashtags of many posts in one query. */
export const hashtagsByPostId: LoaderFactory<string, Hashtag[]> = ({ db }) =>
  new DataLoader(async (postIds) => {
    const rows = await preparedRows<{
      post_id: string;
      id: string;
      tag: string;
      usage_count: number;
      created_at: Date;
    }>(
      db,
      `SELECT ph.post_id, h.id, h.tag, h.usage_count, h.created_at
       FROM post_hashtags ph JOIN hashtags h ON h.id = ph.hashtag_id
       WHERE ph.post_id = ANY($1::uuid[]) ORDER BY h.tag`,
      [[...postIds]],
    );
    const byPost = new Map<string, Hashtag[]>();
    for (const row of rows) {
      const hashtag = Object.assign(new Hashtag(), {
        id: row.id,
        tag: row.tag,
        usageCount: row.usage_count,
        createdAt: row.created_at,
      });
      byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), hashtag]);
    }
    return postIds.map((id) => byPost.get(id) ?? []);
  });
