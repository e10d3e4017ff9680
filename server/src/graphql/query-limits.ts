import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  GraphQLInt,
  NoSchemaIntrospectionCustomRule,
  TypeInfo,
  getNamedType,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLInputType,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { LIMITS } from '@kuza/common';
import type { Context } from './context';
import { AppError, refuseRequest } from './errors';
import { subscriptionOverHttpError } from './http-subscriptions';
import { nulCharacterError } from './nul-characters';

// Limits on the shape of every operation, over HTTP and WebSocket alike (GraphQL Armor's defaults, but depth 7: the
// search page's post cards, a quoted post's author and a paid post's price, sit one level deeper than a feed's).
export const QUERY_LIMITS = {
  depth: 7,
  aliases: 15,
  directives: 50,
  tokens: 1000,
  cost: 5000,
  /** The most items one list argument may ask for. */
  listSize: LIMITS.pageSizeMax,
} as const;

// Integer arguments that size a list: `first: 1000000` would otherwise be one cheap-looking request.
const LIST_SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);

const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

/** Armor reports its rejections as "Syntax Error: ..."; they are validation errors with a plain message. */
function reportRejection(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(
    new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: VALIDATION_FAILED } }),
  );
}

function armorRules(): ValidationRule[] {
  const onRejection = { onReject: [reportRejection], propagateOnRejection: false };
  return new ApolloArmor({
    // Tokens are limited by the parser itself (parseOptions.maxTokens), suggestions by Apollo's own option.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
    // Fragments are how the client composes queries: only fields count towards depth and cost.
    maxDepth: { n: QUERY_LIMITS.depth, flattenFragments: true, ...onRejection },
    costLimit: { maxCost: QUERY_LIMITS.cost, flattenFragments: true, ...onRejection },
    maxAliases: { n: QUERY_LIMITS.aliases, ...onRejection },
    maxDirectives: { n: QUERY_LIMITS.directives, ...onRejection },
  }).protect().validationRules;
}

interface SizeArgument {
  node: ArgumentNode;
  type: GraphQLInputType;
}

// The list-size arguments of a document, found once: Apollo hands every request with the same query text the same
// parsed document, so only the variable values are looked at per request.
const sizeArgumentsCache = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, SizeArgument[]>>();

function sizeArgumentsOf(schema: GraphQLSchema, document: DocumentNode): SizeArgument[] {
  let bySchema = sizeArgumentsCache.get(schema);
  if (!bySchema) sizeArgumentsCache.set(schema, (bySchema = new WeakMap()));
  let found = bySchema.get(document);
  if (found) return found;
  found = [];
  const typeInfo = new TypeInfo(schema);
  const list = found;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (!argument || !LIST_SIZE_ARGUMENTS.has(node.name.value)) return;
        if (getNamedType(argument.type) !== GraphQLInt) return;
        list.push({ node, type: argument.type });
      },
    }),
  );
  bySchema.set(document, found);
  return found;
}

/** The first list-size argument outside 1..limit, with variables (and their defaults) resolved; null when none. */
export function listSizeError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): AppError | null {
  const sizeArguments = sizeArgumentsOf(schema, document);
  if (sizeArguments.length === 0) return null;
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return null; // execution reports these
  for (const { node, type } of sizeArguments) {
    const value: unknown = valueFromAST(node.value, type, coerced.coerced);
    // Below 1 is refused as above the limit: the same error and status, before anything runs.
    if (typeof value === 'number' && (value < 1 || value > QUERY_LIMITS.listSize)) {
      return refuseRequest(
        new AppError('BAD_USER_INPUT', 'content.listSizeRange', {
          field: node.name.value,
          params: { argument: node.name.value },
        }),
      );
    }
  }
  return null;
}

/** Refuses, before execution, subscriptions (HTTP only), lists asked too large and text PostgreSQL cannot store. */
function operationChecksPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, source, document, operation, operationName, request }) {
          const error =
            subscriptionOverHttpError(operation) ??
            listSizeError(schema, document, operationName, request.variables) ??
            nulCharacterError(source, document, request.variables);
          if (error) throw error;
        },
      };
    },
  };
}

export interface QueryLimits {
  /** Spread into the ApolloServer options. */
  apollo: {
    validationRules: ValidationRule[];
    parseOptions: ParseOptions;
    hideSchemaDetailsFromClientErrors: boolean;
    plugins: ApolloServerPlugin<Context>[];
  };
  /** For graphql-ws `onSubscribe`: the operation parsed and checked as on HTTP, or the errors to send. */
  prepare(
    schema: GraphQLSchema,
    payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
  ): ExecutionArgs | GraphQLError[];
}

/** One set of limits for both transports. In production introspection and field suggestions are off too. */
export function createQueryLimits(options: { production: boolean }): QueryLimits {
  const rules = armorRules();
  const parseOptions: ParseOptions = { maxTokens: QUERY_LIMITS.tokens };
  const wsRules = [...specifiedRules, ...rules, ...(options.production ? [NoSchemaIntrospectionCustomRule] : [])];
  // The same wording as Apollo's hideSchemaDetailsFromClientErrors.
  const hideSuggestions = (message: string) =>
    options.production ? message.replace(/ ?Did you mean(.+?)\?$/, '') : message;

  return {
    apollo: {
      validationRules: rules,
      parseOptions,
      hideSchemaDetailsFromClientErrors: options.production,
      plugins: [operationChecksPlugin()],
    },
    prepare(schema, payload) {
      let document: DocumentNode;
      try {
        document = parse(payload.query, parseOptions);
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Syntax Error';
        return [new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
      }
      const invalid = validate(schema, document, wsRules);
      if (invalid.length > 0) {
        return invalid.map(
          (error) =>
            new GraphQLError(hideSuggestions(error.message), {
              nodes: error.nodes,
              extensions: { ...error.extensions, code: VALIDATION_FAILED },
            }),
        );
      }
      const refused =
        listSizeError(schema, document, payload.operationName, payload.variables) ??
        nulCharacterError(payload.query, document, payload.variables);
      if (refused) return [refused];
      return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
    },
  };
}
