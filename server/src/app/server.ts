import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { LIMITS } from '@kuza/common';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { apiKeyQuotaHeaders } from '../features/api-keys';
import { AuthService } from '../features/auth';
import { MembershipService, mountMemberships } from '../features/memberships';
import { PayoutService } from '../features/monetize';
import { mountPayments, PaymentsService } from '../features/payments';
import { TipService } from '../features/tips';
import { mountPaidMedia, PAID_POST_FIELDS, PaidPostService } from '../features/paid-posts';
import { SplitPostsService } from '../features/splits';
import { HashtagService } from '../features/hashtags';
import { createPageRenderer, mountPublicPages } from '../features/public-pages';
import { mountRestApi } from '../features/rest-api';
import { PostEditService } from '../features/edits';
import { maintenanceModePlugin, maintenanceRefusal } from '../features/system-settings';
import { createHttpContext, viewerCheckPlugin } from '../graphql/context-factory';
import { createErrorFormatter, serviceUnavailablePlugin } from '../graphql/errors';
import { createAppPubSub } from '../graphql/pubsub';
import { createQueryLimits } from '../graphql/query-limits';
import { RateLimiter } from '../graphql/rate-limit';
import { createRevocationBus } from '../graphql/revocations';
import { buildKuzaSchema, printKuzaSchema } from '../graphql/schema';
import { Services, type Deps } from '../graphql/services';
import { attachWebSocket } from '../graphql/websocket';
import { WriteClock, writeClockPlugin } from '../graphql/write-clock';
import { compiledExecution } from '../graphql/compiled-execution';
import { mountClient } from '../http/client-app';
import { mountHealth } from '../http/health';
import { csrfGuard } from '../http/csrf';
import { createErrorHandler, notFoundHandler, refuseBadUrl, uploadRefusal } from '../http/error-handler';
import { clientIp, createGraphqlHttpHandler, isJsonPost, JSON_BODY_LIMIT } from '../http/graphql-http';
import { securityHeaderValues, securityHeaders } from '../http/security-headers';
import { Jobs } from '../jobs';
import { createLogger, type Logger } from '../logger';
import { Mailer } from '../mail/mailer';
import { createMediaStorage } from '../storage';
import { seedDemoContent } from './demo-seed/demo-seed';
import { registerJobs } from './jobs';
import { MASKED_TEXT_FIELDS } from './masked-text-fields';
import { resolveViewer } from './viewer';

// Every /graphql answer: any origin may call the API (callers authenticate with bearer tokens, never cookies), and
// nothing is cached.
const GRAPHQL_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, apollo-require-preflight',
  'access-control-expose-headers': 'retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
  'cache-control': 'no-store',
};

export interface RunningKuza {
  url: string;
  port: number;
  deps: Deps;
  database: Database;
  /** The job queue; tests run due jobs with `jobs.runUntilIdle()`. */
  jobs: Jobs;
  httpServer: Server;
  /** How many query documents run compiled (graphql/compiled-execution.ts). */
  compiledQueries(): number;
  stop(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  seed?: boolean;
}

/** Boot: database → schema → HTTP + WebSocket → listen. `stop()` drains and closes everything in order. */
export async function startKuza(config: Config, options: StartOptions = {}): Promise<RunningKuza> {
  const logger = options.logger ?? createLogger(config);
  const database = await openDatabase(config, logger);
  const { pubSub, close: closePubSub, ping: pingRedis, subscriber } = createAppPubSub(config, logger);
  const mailer = new Mailer(config, logger);
  const revocations = createRevocationBus(config, { db: database.dataSource, pubSub, logger, subscriber });
  const jobs = await Jobs.open({
    url: database.url,
    logger,
    worker: config.jobWorker,
    concurrency: config.jobConcurrency,
  });
  const deps = new Services().bind({
    config,
    db: database.dataSource,
    jobs,
    logger,
    mailer,
    pubSub,
    rateLimiter: new RateLimiter(database.dataSource),
    revocations,
    writeClock: new WriteClock(),
  });
  registerJobs(jobs, deps);
  // Who acts, exactly once, when the gateway confirms a payment: each purpose's feature registers with payments.
  deps.services.get(TipService).register();
  deps.services.get(PayoutService).register();
  deps.services.get(MembershipService).register();
  deps.services.get(PaidPostService).register();
  deps.services.get(SplitPostsService).register();
  if (options.seed) await seedDemoContent(deps);

  const schema = await buildKuzaSchema(pubSub, [...MASKED_TEXT_FIELDS, ...PAID_POST_FIELDS]);
  const sdl = printKuzaSchema(schema);
  const formatError = createErrorFormatter(logger);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // JSON POSTs to /graphql skip Express (http/graphql-http.ts); the app serves everything else.
  let graphqlHttp: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const httpServer = createServer((req, res) =>
    graphqlHttp && isJsonPost(req) ? graphqlHttp(req, res) : app(req, res),
  );
  const limits = createQueryLimits({ production: config.isProduction });
  const ws = attachWebSocket(httpServer, schema, deps, formatError, limits, {
    identify: resolveViewer,
    refusal: maintenanceRefusal,
  });

  const execution = compiledExecution(schema, config.compileQueriesAfter);
  const apollo = new ApolloServer({
    // Kuza's own schema, executed compiled once a query is hot (graphql/compiled-execution.ts).
    gateway: execution.gateway,
    formatError,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (drain, close sockets and pool, stop the embedded database, in that order).
    stopOnTerminationSignals: false,
    // A cross-site form could otherwise run anonymous mutations (sign-up, reset requests, contact messages) from a
    // visitor's browser: GET and multipart requests must carry `apollo-require-preflight` (http/csrf.ts checks it
    // first, on the Express path); JSON POSTs pass as they are.
    csrfPrevention: true,
    ...limits.apollo,
    plugins: [
      ...limits.apollo.plugins,
      viewerCheckPlugin(),
      serviceUnavailablePlugin(),
      maintenanceModePlugin(),
      apiKeyQuotaHeaders(),
      writeClockPlugin(deps.writeClock),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Nothing sets cache hints, and the cache-control plugin hooks into every field of every response: off, and
      // responses say `cache-control: no-store` (set below) as they did with it.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => ws.dispose() }) },
    ],
  });
  await apollo.start();

  app.use(securityHeaders);
  app.use(refuseBadUrl);
  mountHealth(app, {
    database: database.answers,
    ...(pingRedis ? { redis: pingRedis } : {}),
    migrations: database.migrationsCurrent,
  });
  app.get('/schema.graphql', (_req, res) => res.type('text/plain').send(sdl));
  // Gateway webhooks read their raw body (signatures cover the exact bytes): mounted before any JSON parser.
  mountPayments(app, deps);
  mountMemberships(app, deps, resolveViewer);
  const graphqlHeaders = { ...securityHeaderValues(), ...GRAPHQL_HEADERS };
  const uploads = graphqlUploadExpress({ maxFileSize: LIMITS.videoMaxBytes, maxFiles: 1, maxFieldSize: 1_000_000 });
  app.use(
    '/graphql',
    (req, res, next) => {
      res.set(GRAPHQL_HEADERS);
      if (req.method === 'OPTIONS') return void res.sendStatus(204);
      next();
    },
    csrfGuard,
    express.json({ limit: JSON_BODY_LIMIT }),
    (req, res, next) =>
      uploads(req, res, (error?: unknown) => next(error === undefined ? error : uploadRefusal(error))),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createHttpContext(deps, resolveViewer, req.headers.authorization, {
          ip: clientIp(req, config.trustProxy),
          userAgent: req.headers['user-agent'],
          setHeader: (name, value) => res.setHeader(name, value),
        }),
    }),
  );
  graphqlHttp = createGraphqlHttpHandler({
    apollo,
    headers: graphqlHeaders,
    trustProxy: config.trustProxy,
    context: (authorization, request) => createHttpContext(deps, resolveViewer, authorization, request),
  });
  // REST over the same services, callers checked as for /graphql (issue 34); JSON answers only, 404s included.
  mountRestApi(app, deps, {
    identify: resolveViewer,
    trustProxy: config.trustProxy,
    logger,
    // PUT /api/posts/{id}: the same edit as GraphQL's editPost (rules, versions, hashtag counts).
    editPost: (ctx, id, content) => ctx.services.get(PostEditService).edit(ctx, id, content),
  });
  // Uploaded media with HTTP Range (video and audio seek in the browser).
  mountPaidMedia(app, deps); // a locked post's files only with a signed URL
  app.use('/media', createMediaStorage(config).handler());
  mountPublicPages(app, deps);
  mountClient(app, config.clientDir, logger, createPageRenderer(deps));
  // Last: what no route answered, and every error raised before GraphQL ran, in JSON (http/error-handler.ts).
  app.use(notFoundHandler);
  app.use(createErrorHandler(logger));

  await revocations.ready; // sockets are accepted once revocations can reach them
  await new Promise<void>((resolve) => httpServer.listen(config.port, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The fake gateway posts its webhooks to this instance (before the worker runs the first of them).
  deps.services.get(PaymentsService).listeningAt(`http://127.0.0.1:${port}`);
  await jobs.start();
  logger.info({ port, embeddedDatabase: database.embedded }, `Kuza is running on http://localhost:${port}`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Ctrl+C reaches the embedded PostgreSQL too: its exit from now on is part of the shutdown, not a crash.
      const unwatched = database.stopWatching();
      await apollo.stop(); // drains HTTP and closes the WebSocket server
      await jobs.stop(); // lets running jobs finish; the others wait in the database for the next start
      // A post answered just before may still be pushing the new top 10 (it runs after the answer).
      await deps.services.get(HashtagService).trendingSettled();
      await deps.services.get(AuthService).resetsSettled(); // reset links are stored and sent after the answer
      mailer.close();
      await revocations.close();
      await closePubSub(); // after the trending push above, which may still publish
      await unwatched;
      await database.close();
    })());
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    database,
    jobs,
    httpServer,
    compiledQueries: execution.compiledCount,
    stop,
  };
}
