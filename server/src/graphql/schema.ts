import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker';
import { loadResolvers } from './find-modules';
import type { AppPubSub } from './services';

export async function buildKuzaSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: loadResolvers(),
    authChecker,
    pubSub,
    validate: false, // inputs are checked by the rules in @kuza/common, with the spec's messages
  });
}

/** The SDL committed as schema.graphql: sorted, so it only changes when the schema does. */
export function printKuzaSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
