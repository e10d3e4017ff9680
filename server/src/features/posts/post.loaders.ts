import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../graphql/loaders';
import type { Post } from './post.entity';
import { postColumns, toPost, type PostRow } from './post.rows';
import { isUuid } from '../../kernel/sql';

/** Posts by id in one query (comments' posts). */
export const postById: LoaderFactory<string, Post | null> = ({ db }) =>
  new DataLoader(async (ids) => {
    const valid = ids.filter(isUuid);
    const rows: PostRow[] = valid.length
      ? await db.query(`SELECT ${postColumns('p')} FROM posts p WHERE p.id = ANY($1::uuid[])`, [valid])
      : [];
    const byId = new Map(rows.map((row) => [row.id, toPost(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
