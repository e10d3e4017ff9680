import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildKuzaSchema, printKuzaSchema } from './schema';

// npm run schema: writes the schema the code builds to the repository root.
async function main(): Promise<void> {
  const schema = await buildKuzaSchema(createPubSub());
  const file = path.resolve(__dirname, '../../../schema.graphql');
  writeFileSync(file, printKuzaSchema(schema));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

void main();
