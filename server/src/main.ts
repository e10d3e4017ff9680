import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { startKuza } from './app/server';
import { describeStartFailure } from './start-failure';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Kuza cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const kuza = await startKuza(config, { logger, seed: config.seedDemo });
  logger.info(`GraphQL at ${config.publicUrl}/graphql, GraphiQL at ${config.publicUrl}/graphiql`);

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // npm forwards the signal it receives too: a second one must not cut the graceful stop short.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'Shutting down');
    kuza.stop().then(
      () => {
        logger.info('Kuza stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(`Kuza failed to start: ${describeStartFailure(err)}`);
  process.exit(1);
});
