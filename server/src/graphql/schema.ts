import 'reflect-metadata';
import {
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { buildSchema } from 'type-graphql';
import { guardRootFieldsByScope } from './api-scopes';
import { authChecker } from './auth-checker';
import { loadResolvers } from './find-modules';
import { usePlainFieldResolvers } from './plain-fields';
import type { Context } from './context';
import type { AppPubSub } from './services';

/** A field answered by a plain graphql-js resolver set on the built schema (app/masked-text-fields.ts). */
export type FieldOverride = readonly [type: string, field: string, resolve: GraphQLFieldResolver<never, Context>];

/** The schema of every resolver under features/, with `overrides` set on it (none changes what is printed). */
export async function buildKuzaSchema(
  pubSub: AppPubSub,
  overrides: readonly FieldOverride[] = [],
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: loadResolvers(),
    authChecker,
    pubSub,
    validate: false, // inputs are checked by the rules in @kuza/common, with the spec's messages
  });
  usePlainFieldResolvers(schema);
  for (const [type, field, resolve] of overrides) {
    const target = schema.getType(type);
    if (!isObjectType(target) || !target.getFields()[field]) throw new Error(`No field ${type}.${field} to override`);
    target.getFields()[field].resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
  }
  // API-key scopes are checked on every root field before its own role checks (api-scope-table.ts).
  guardRootFieldsByScope(schema);
  return schema;
}

/** The SDL committed as schema.graphql: sorted, so it only changes when the schema does. */
export function printKuzaSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
