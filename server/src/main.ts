import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { startKuza } from './server';

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

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    kuza.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(`Kuza failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
