import type {
  GatewayExecutor,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import {
  execute,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

// Queries a client sends again and again (the app's own operations) run as code compiled for their document by
// graphql-jit: the same resolvers, the same schema wrappers (roles, API-key scopes), and Apollo's pipeline around it
// (limits, plugins, the error formatter), but no per-field interpretation of the document. A page of 20 posts is
// about 400 fields (docs/benchmarks.md). Mutations and subscriptions run through graphql-js as before.
//
// Apollo Server takes another executor only through its gateway interface: this "gateway" serves Kuza's own schema.

type Entry = { runs: number; compiled: CompiledQuery | null | undefined };

export interface CompiledExecution {
  gateway: GatewayInterface;
  /** How many documents' operations run compiled (for tests and the benchmark's notes). */
  compiledCount(): number;
}

/**
 * `compileAfter`: how many runs through graphql-js come first (config GRAPHQL_COMPILE_AFTER, 1 by default: a
 * document sent once, a probe or a typo, costs no compilation).
 */
export function compiledExecution(schema: GraphQLSchema, compileAfter: number): CompiledExecution {
  // Apollo keeps each parsed document and hands the same object to every request that sends its text.
  const entries = new WeakMap<DocumentNode, Map<string, Entry>>();
  let compiled = 0;

  const interpreted = (document: DocumentNode, request: Request) =>
    execute({
      schema,
      document,
      contextValue: request.context,
      variableValues: request.variables,
      operationName: request.operationName,
    });

  function entryOf(document: DocumentNode, name: string): Entry {
    let byName = entries.get(document);
    if (!byName) entries.set(document, (byName = new Map()));
    let entry = byName.get(name);
    if (!entry) byName.set(name, (entry = { runs: 0, compiled: undefined }));
    return entry;
  }

  function compiledFor(entry: Entry, document: DocumentNode, operationName: string | undefined) {
    if (entry.compiled !== undefined) return entry.compiled;
    if (++entry.runs <= compileAfter) return null;
    entry.compiled = null;
    try {
      const result = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
      if (isCompiledQuery(result)) entry.compiled = result;
    } catch {
      // A document the compiler cannot take keeps running through graphql-js, which answers it as before.
    }
    if (entry.compiled) compiled++;
    return entry.compiled;
  }

  const executor: GatewayExecutor = async (ctx) => {
    const request: Request = {
      context: ctx.context,
      variables: ctx.request.variables,
      // The name the client sent (the resolved operation's name is null when none matched).
      operationName: ctx.request.operationName ?? undefined,
    };
    // Apollo executes a document whose operation it could not pick too (no name among several, an unknown name):
    // graphql-js's answer then says why.
    const { document, operation } = ctx as { document: DocumentNode; operation?: OperationDefinitionNode };
    if (!operation || operation.operation !== 'query' || asksForTheSchema(operation))
      return interpreted(document, request);
    const query = compiledFor(entryOf(document, request.operationName ?? ''), document, request.operationName);
    if (!query) return interpreted(document, request);
    // Variables are checked by graphql-js first, so a bad value is refused in graphql-js's words, as before.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
    if (coerced.errors) return { errors: coerced.errors };
    const result = await query.query(undefined, request.context, request.variables ?? {});
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  let listener: GatewaySchemaLoadOrUpdateCallback | null = null;
  const gateway: GatewayInterface = {
    onSchemaLoadOrUpdate(callback) {
      listener = callback;
      return () => {
        listener = null;
      };
    },
    async load() {
      listener?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {},
  };
  return { gateway, compiledCount: () => compiled };
}

/**
 * graphql-jit's errors are its own objects on GraphQLError's prototype, with no `extensions` when the original
 * error has none (Apollo then fails to format them): graphql-js's errors again, as the rest of the pipeline expects.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  return Object.assign(rebuilt, { locations: error.locations });
}

interface Request {
  context: unknown;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

/** Introspection stays with graphql-js (the playground's and codegen's queries; not hot). */
const asksForTheSchema = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some(
    (s) => s.kind === 'Field' && (s.name.value === '__schema' || s.name.value === '__type'),
  );
