import { addTypenameToDocument } from '@apollo/client/utilities';
import { createPubSub } from '@graphql-yoga/subscription';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import * as generated from '../../../client/src/gql/graphql';
import { createQueryLimits } from '../../../server/src/graphql/query-limits';
import { buildKuzaSchema } from '../../../server/src/graphql/schema';
import type { AppPubSub } from '../../../server/src/graphql/services';

// Every operation the web app sends, as GraphQL Code Generator collected them from client/src.
const operations = Object.entries(generated)
  .filter(
    (entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document') && (entry[1] as DocumentNode)?.kind === 'Document',
  )
  .map(([name, document]) => ({ name, document }));

test('finds the web app operations', () => {
  expect(operations.length).toBeGreaterThan(50);
});

// The server refuses operations over its depth, cost, alias and token limits (query-limits.ts) before running them, so
// a fragment that grows past one would break a screen only at run time; this checks them all as production would.
test('every web app operation is within the server limits (depth, cost, aliases, tokens)', async () => {
  const schema = await buildKuzaSchema(createPubSub() as AppPubSub);
  const limits = createQueryLimits({ production: true });
  const refused = operations.flatMap(({ name, document }) => {
    const operationName = getOperationAST(document)?.name?.value ?? null;
    // As Apollo Client sends it: with __typename in every selection (its cache needs them), which the cost counts.
    const checked = limits.prepare(schema, { query: print(addTypenameToDocument(document)), operationName });
    return Array.isArray(checked) ? [`${name}: ${checked.map((e) => e.message).join('; ')}`] : [];
  });
  expect(refused).toEqual([]);
});
