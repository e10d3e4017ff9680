import DataLoader from 'dataloader';
import { sqlRows } from '../../db/sql';
import type { LoaderFactory } from '../../graphql/loaders';
import { circleColumns, toCircle, type CircleRow } from './circle.rows';
import type { Circle } from './circle.types';

// Circles by id in one statement, with what the caller is to each (the bell's circle notifications name them).
export const circleById: LoaderFactory<string, Circle | null> = ({ db }, viewerId) =>
  new DataLoader(async (ids) => {
    const rows = await sqlRows<CircleRow>(
      db,
      `SELECT ${circleColumns('$2::uuid')} FROM circles c WHERE c.id = ANY($1::uuid[])`,
      [[...ids], viewerId],
    );
    const byId = new Map(rows.map((row) => [row.id, toCircle(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
