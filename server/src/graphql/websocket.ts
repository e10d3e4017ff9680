import type { Server } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { JSON_BODY_LIMIT } from '../http/graphql-http';
import type { Viewer } from './context';
import { createContext, type IdentifyViewer } from './context-factory';
import { isConnectionFailure } from '../db/connection-failure';
import { RateLimitedError, ServiceUnavailableError, unauthenticated } from './errors';
import type { QueryLimits } from './query-limits';
import { checkStarts, RevocableSockets } from './revocable-sockets';
import type { Deps } from './services';
import { subscribeSharingResults } from './shared-subscription-results';

type Formatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** What the composition root decides for each socket operation (app/server.ts): who calls, and whether to refuse. */
export interface SocketGates {
  identify: IdentifyViewer;
  /** An operation refused before it runs (maintenance mode), or null. */
  refusal(
    services: Deps['services'],
    viewer: Viewer | null,
    document: DocumentNode,
    operation: OperationDefinitionNode | null | undefined,
  ): Promise<GraphQLError | null>;
}

/** graphql-ws on the same port and path as HTTP; the caller is identified by connectionParams.authorization. */
export function attachWebSocket(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: Deps,
  formatError: Formatter,
  limits: QueryLimits,
  gates: SocketGates,
) {
  // A message may be as large as an HTTP body and no larger: ws closes a socket sending more with 1009.
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: JSON_BODY_LIMIT });
  // Who each socket acts as, so that a sign-out, suspension, key deletion or role change anywhere closes it (4403).
  const sockets = new RevocableSockets(deps.revocations);
  const cleanup = useServer(
    {
      schema,
      jsonMessageReviver: refuseServerMessages,
      subscribe: subscribeSharingResults(),
      // Each operation is checked against the query limits as on HTTP, then gets a context of its own, so a
      // used-up quota refuses the operation (as an error message) without closing the socket.
      onSubscribe: async (ctx, _id, payload) => {
        const prepared = limits.prepare(schema, payload);
        if (Array.isArray(prepared)) return prepared;
        const request = ctx.extra.request;
        const checkedSince = checkStarts();
        try {
          const contextValue = await createContext(deps, gates.identify, ctx.connectionParams?.authorization, {
            ip: request.socket.remoteAddress ?? 'unknown',
            userAgent: request.headers['user-agent'],
            setHeader: () => undefined,
          });
          // Tracked per operation too: a socket opened while its key was over quota is known from its first operation.
          if (contextValue.viewer && !sockets.track(ctx.extra.socket, contextValue.viewer, checkedSince)) {
            return [unauthenticated('session.sessionExpired')];
          }
          const operation = getOperationAST(prepared.document, prepared.operationName);
          const refusal = await gates.refusal(deps.services, contextValue.viewer, prepared.document, operation);
          if (refusal) return [refusal];
          return { ...prepared, contextValue };
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          // The database is down (its maintenance check, say): this operation fails, the socket stays open.
          if (isConnectionFailure(error)) return [new ServiceUnavailableError()];
          throw error;
        }
      },
      onConnect: async (ctx) => {
        const checkedSince = checkStarts();
        try {
          const { viewer } = await createContext(deps, gates.identify, ctx.connectionParams?.authorization, {
            ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
            userAgent: undefined,
            setHeader: () => undefined,
          });
          // Revoked while being checked: refused like credentials that did not check out.
          return !viewer || sockets.track(ctx.extra.socket, viewer, checkedSince);
        } catch (error) {
          // A key whose quota is used up is still a valid key: the socket opens, and each operation is answered
          // RATE_LIMITED with its retry time (onSubscribe) rather than a bare close the client cannot explain.
          if (error instanceof RateLimitedError) return true;
          // The database is down, so nobody could be checked: 1013 Try Again Later, which clients retry (not 4403).
          if (error instanceof ServiceUnavailableError) ctx.extra.socket.close(1013, 'Try again later');
          return false; // closes with 4403 Forbidden: the credentials did not check out
        }
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => format(formatError, e)),
      onNext: (_ctx, _id, _payload, args, result) => {
        // A mutation's answer leaves after it committed: reads shared from now on start after it (write-clock.ts).
        deps.writeClock.tickAfter(args.document, args.operationName);
        if (!result.errors) return result;
        // No `data` and no field path: graphql-js refused the variables before running anything. Apollo labels
        // those BAD_USER_INPUT on HTTP; unlabelled here, the formatter would mask them as internal errors. A
        // subscription's own refusal (not signed in, say) has no `data` either, but has its field's path and keeps
        // its code.
        const refused = (e: GraphQLError) => !('data' in result) && e.path === undefined;
        return {
          ...result,
          errors: result.errors.map((e) => format(formatError, refused(e) ? asBadUserInput(e) : e)),
        };
      },
    },
    wsServer,
  );
  return {
    wsServer,
    dispose: async () => {
      sockets.dispose();
      await cleanup.dispose();
    },
  };
}

// graphql-ws takes any well-formed message, the server's own kinds included, and throws on those once parsed: the
// socket closed with 1011 (internal error) and a stack on the console. Parsed as null instead, such a message is
// refused like any malformed one: closed with 4400 Invalid message received.
const SERVER_MESSAGE_TYPES = new Set(['connection_ack', 'next', 'error']);

function refuseServerMessages(key: string, value: unknown): unknown {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  return key === '' && typeof type === 'string' && SERVER_MESSAGE_TYPES.has(type) ? null : value;
}

function asBadUserInput(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  });
}

function format(formatError: Formatter, error: GraphQLError | GraphQLFormattedError): GraphQLError {
  const formatted = formatError(error instanceof GraphQLError ? error.toJSON() : error, error);
  return new GraphQLError(formatted.message, { extensions: formatted.extensions, path: formatted.path });
}
