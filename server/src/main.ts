import { createServer } from 'node:net';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig, takesTestPayments } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';

/** How long in-flight requests get to finish on shutdown before the process exits anyway. */
const shutdownGraceMs = 10_000;

/** A problem the operator can fix, said in one line. */
class StartError extends Error {}

/** Finds a taken port before any migration or seeding runs, rather than after. */
async function checkPortIsFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartError(
            `Port ${port} on ${host} is already in use: stop the program using it, or set PORT to a free port.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new StartError(`Not allowed to listen on port ${port} on ${host}: set PORT above 1023.`),
        );
      } else if (error.code === 'EADDRNOTAVAIL') {
        reject(new StartError(`${host} is not an address of this machine: check HOST.`));
      } else {
        reject(error);
      }
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function start(config: Config) {
  await checkPortIsFree(config.host, config.port);
  const database = openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  if (takesTestPayments(config)) {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox on a production server: payments are TESTS, no real money is taken, and every page says so. Set the RAZORPAY_* variables to take real payments.',
    );
  }
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

/** One line an operator can act on; the stack only when LOG_LEVEL asks for detail. */
function explain(error: unknown): string {
  if (error instanceof ConfigError || error instanceof StartError) return error.message;
  const detailed = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  if (detailed && error instanceof Error && error.stack) {
    return `StudyHub could not start:\n${error.stack}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const why = cause && !message.includes(cause) ? `${message} (${cause})` : message;
  return `StudyHub could not start: ${why.split('\n')[0]} (LOG_LEVEL=debug shows the details)`;
}

try {
  await start(loadConfig());
} catch (error) {
  console.error(explain(error));
  process.exit(1);
}
