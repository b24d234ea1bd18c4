import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';

/** How long in-flight requests get to finish on shutdown before the process exits anyway. */
const shutdownGraceMs = 10_000;

async function start(config: Config) {
  const database = openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  await prepareDatabase(database, config, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    timer.unref();
    app.close().then(
      () => app.log.info('stopped'),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`StudyHub is running at ${address.replace('127.0.0.1', 'localhost')}`);
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('StudyHub could not start:', error);
  }
  process.exit(1);
}
