import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildKuzaSchema, printKuzaSchema } from '../../../server/src/graphql/schema';
import type { AppPubSub } from '../../../server/src/graphql/services';

test('the committed schema.graphql is exactly what the server code builds (run `npm run schema` to update it)', async () => {
  const built = printKuzaSchema(await buildKuzaSchema(createPubSub() as AppPubSub));
  const committed = readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8');
  expect(committed).toBe(built);
});
