import 'reflect-metadata';
import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { MASKED_TEXT_FIELDS } from '../features/system-settings/profanity-filter';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker';
import { loadResolvers } from './find-modules';
import type { AppPubSub } from './services';

export async function buildKuzaSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: loadResolvers(),
    authChecker,
    pubSub,
    validate: false, // inputs are checked by the rules in @kuza/common, with the spec's messages
  });
  for (const [type, field, resolve] of MASKED_TEXT_FIELDS) {
    const target = schema.getType(type);
    if (!isObjectType(target) || !target.getFields()[field]) throw new Error(`No field ${type}.${field} to mask`);
    target.getFields()[field].resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
  }
  return schema;
}

/** The SDL committed as schema.graphql: sorted, so it only changes when the schema does. */
export function printKuzaSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
