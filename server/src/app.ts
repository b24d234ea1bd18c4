import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import { type ErrorResponse, errorCodes } from '@studyhub/contract/api';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { apiRoutes } from './app/api-routes.ts';
import { createContext } from './app/context.ts';
import { OneLinePerRequest } from './app/request-log.ts';
import { createServices } from './app/services.ts';
import { type BackgroundWork, createBackgroundWork } from './cluster/background-work.ts';
import { type Config, takesTestPayments } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { zodValidatorCompiler } from './lib/query-validation.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import type { PasswordHashParams } from './modules/auth/password.ts';
import type { PasswordHashQueueOptions } from './modules/auth/password-hasher.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { pageFormRoutes } from './modules/page-forms/page-forms.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { limitConnectionsPerAddress, serverTimeouts } from './plugins/connection-limits.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { createMemoryCounterStore, createRedisCounterStore } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';

export interface AppOptions {
  config: Config;
  /** The app owns the database from here on and closes it when it closes. */
  database: AppDatabase;
  logger?: FastifyServerOptions['logger'];
  passwordHashParams?: PasswordHashParams;
  passwordHashQueue?: PasswordHashQueueOptions;
  /** The clock, so tests can move time forward; defaults to the real one. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Housekeeping run once across processes; tests call runOnce() themselves. */
    backgroundWork: BackgroundWork;
  }
}

/** JSON bodies on this API are small forms; anything larger is a mistake or an attack. */
const bodyLimitBytes = 100 * 1024;

/**
 * Builds the app, the one composition root: the context (database, clock, log, audit, cache,
 * files) once, the services on it, then cross-cutting plugins first and the routes after.
 */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    bodyLimit: bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // A path that cannot be decoded (/certificates/%ZZ) is answered like every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const body: ErrorResponse =
        error.code === 'FST_ERR_BAD_URL'
          ? {
              success: false,
              code: errorCodes.badUrl,
              message: 'This address is not valid. Please check the link and try again.',
            }
          : { success: false, code: errorCodes.validation, message: 'The request is not valid.' };
      reply.code(400).type('application/json; charset=utf-8').send(body);
    },
    ...serverTimeouts(config.connections),
  });
  limitConnectionsPerAddress(app, config.connections.maxPerAddress);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a form or text body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser(['text/plain']);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const context = await createContext({ config, database, log: app.log, now: options.now });
  const { services, whenReady, toClose, jobs } = createServices(context, options);
  const { redis, files, cache } = context;

  // Fastify runs onClose hooks last added first: the database, added first, is closed last.
  app.addHook('onClose', () => database.close());
  if (redis) {
    app.addHook('onClose', () => redis.close());
    // Serve only once Redis answers, or after a moment without it (then /api/ready says so).
    app.addHook('onReady', () => redis.connected(3_000));
  }
  // With REDIS_URL, rate-limit counters are shared by every process (decision 32).
  app.decorate(
    'counters',
    redis ? createRedisCounterStore(redis.client, redis.key) : createMemoryCounterStore(),
  );

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { paymentProvider: config.payments.provider });
  await app.register(swagger, {
    openapi: {
      info: { title: 'StudyHub API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin, { auth: services.auth, publicUrl: config.publicUrl });

  // Added after the plugins, whose onReady hooks (Swagger's) run first.
  for (const ready of whenReady) app.addHook('onReady', ready);
  // Closed before Redis and the database, which were added earlier: the services drain first.
  for (const close of toClose) app.addHook('onClose', close);
  const backgroundWork = createBackgroundWork({
    db: context.db,
    kind: database.kind,
    intervalMs: config.backgroundWorkIntervalMs,
    log: app.log,
    jobs,
  });
  app.decorate('backgroundWork', backgroundWork);
  // Started once the app is ready (the database migrated), stopped before the database closes.
  app.addHook('onReady', async () => backgroundWork.start());
  app.addHook('preClose', async () => backgroundWork.stop());

  await app.register(apiRoutes, { prefix: '/api', context, services });
  await app.register(mediaRoutes, { prefix: '/media', files });
  await app.register(seoRoutes, {
    sitemapEntries: services.sitemapEntries,
    publicUrl: config.publicUrl,
  });
  // Pages tell the web app, before any script runs, to show its test-payments banner.
  const paymentModeTag = takesTestPayments(config)
    ? '<meta name="studyhub:test-payments" content="on">'
    : '';
  await app.register(staticWebPlugin, {
    root: config.webDistDir,
    testPayments: takesTestPayments(config),
    catalog: cache,
    rendersPerMinute: config.pageRendersPerMinute,
    headTags: (head) => services.headTags(head) + paymentModeTag,
  });
  // The pages' forms posted without the script (decision 35); they render pages, so they come last.
  await app.register(pageFormRoutes, { publicUrl: config.publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
