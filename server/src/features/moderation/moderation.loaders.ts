import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../graphql/loaders';
import { isUuid } from '../../kernel/sql';
import { ITEM_COLUMNS, toItem, type ItemRow } from './moderation.rows';
import type { ModerationItem } from './moderation.types';

/** Moderation items by id in one query (a page of reports' items). */
export const moderationItemById: LoaderFactory<string, ModerationItem | null> = ({ db }) =>
  new DataLoader(async (ids) => {
    const valid = ids.filter(isUuid);
    const rows: ItemRow[] = valid.length
      ? await db.query(`SELECT ${ITEM_COLUMNS} FROM moderation_items i WHERE i.id = ANY($1::uuid[])`, [valid])
      : [];
    const byId = new Map(rows.map((row) => [row.id, toItem(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
