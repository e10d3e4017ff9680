import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';
import { ContentVersion } from './content-version.type';

/** When each post was last edited (null: never), in one query per request. */
export const postEditedAt: LoaderFactory<string, Date | null> = ({ db }) =>
  new DataLoader(async (postIds) => {
    const rows = await preparedRows<{ id: string; edited_at: Date | null }>(
      db,
      `SELECT id, edited_at FROM posts WHERE id = ANY($1::uuid[])`,
      [[...postIds]],
    );
    const edited = new Map(rows.map((row) => [row.id, row.edited_at]));
    return postIds.map((id) => edited.get(id) ?? null);
  });

interface VersionRow {
  owner_id: string;
  author_id: string | null;
  content: string;
  written_at: Date;
  replaced_at: Date;
}

// The earlier versions of posts or comments, oldest first, in one query per request.
const versionsOf =
  (sql: string): LoaderFactory<string, ContentVersion[]> =>
  ({ db }) =>
    new DataLoader(async (ids) => {
      const rows = await preparedRows<VersionRow>(db, sql, [[...ids]]);
      const byOwner = new Map<string, ContentVersion[]>();
      for (const row of rows) {
        const version = Object.assign(new ContentVersion(), {
          content: row.content,
          writtenAt: row.written_at,
          replacedAt: row.replaced_at,
          authorId: row.author_id,
        });
        byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), version]);
      }
      return ids.map((id) => byOwner.get(id) ?? []);
    });

export const postVersions = versionsOf(
  `SELECT v.post_id AS owner_id, p.user_id AS author_id, v.content, v.written_at, v.replaced_at
   FROM post_versions v JOIN posts p ON p.id = v.post_id WHERE v.post_id = ANY($1::uuid[]) ORDER BY v.replaced_at, v.id`,
);

export const commentVersions = versionsOf(
  `SELECT v.comment_id AS owner_id, c.user_id AS author_id, v.content, v.written_at, v.replaced_at
   FROM comment_versions v JOIN comments c ON c.id = v.comment_id WHERE v.comment_id = ANY($1::uuid[])
   ORDER BY v.replaced_at, v.id`,
);
