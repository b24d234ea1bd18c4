import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import { type ErrorResponse, errorCodes } from '@studyhub/contract/api';
import { testimonialKinds } from '@studyhub/contract/testimonials';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { type BackgroundWork, createBackgroundWork } from './cluster/background-work.ts';
import { type Config, takesTestPayments } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { openFileStore } from './files/open-file-store.ts';
import { createCatalogCache } from './lib/cached-json.ts';
import { zodValidatorCompiler } from './lib/query-validation.ts';
import { createStudentMail } from './lib/student-mail.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createPasswordResetMailer } from './modules/account/password-reset-mailer.ts';
import { profilePhotoRoutes } from './modules/account/profile-photo.routes.ts';
import { createProfilePhotoService } from './modules/account/profile-photo.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminUsersService } from './modules/admin/admin-users.service.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAccountAdminService } from './modules/auth/account-admin.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import type { PasswordHashParams } from './modules/auth/password.ts';
import {
  defaultPasswordHashQueue,
  type PasswordHashQueueOptions,
} from './modules/auth/password-hasher.ts';
import { createBlogsRepository } from './modules/blogs/blogs.repository.ts';
import { blogsRoutes } from './modules/blogs/blogs.routes.ts';
import { createCatalogAdminRepository } from './modules/catalog-admin/catalog-admin.repository.ts';
import { catalogAdminRoutes } from './modules/catalog-admin/catalog-admin.routes.ts';
import { createCatalogAdminService } from './modules/catalog-admin/catalog-admin.service.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { createCertificatesService } from './modules/certificates/certificates.service.ts';
import { contactRequests } from './modules/contact/contact.kind.ts';
import { createCoursesRepository } from './modules/courses/courses.repository.ts';
import { coursesRoutes } from './modules/courses/courses.routes.ts';
import { createDownloadsRepository } from './modules/downloads/downloads.repository.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { createDownloadsService } from './modules/downloads/downloads.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createNotesRepository } from './modules/notes/notes.repository.ts';
import { notesRoutes } from './modules/notes/notes.routes.ts';
import { createSupportNotifier } from './modules/notifications/support-notifier.ts';
import { pageFormRoutes } from './modules/page-forms/page-forms.routes.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import {
  adminOrdersRoutes,
  paymentsRoutes,
  purchasesRoutes,
} from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createRazorpayProvider, razorpayOptions } from './modules/payments/providers/razorpay.ts';
import {
  createRedisSandboxBook,
  createSandboxProvider,
} from './modules/payments/providers/sandbox.ts';
import { createProjectsRepository } from './modules/projects/projects.repository.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { createQuestionPapersRepository } from './modules/question-papers/question-papers.repository.ts';
import { questionPapersRoutes } from './modules/question-papers/question-papers.routes.ts';
import { createQuizAdminService } from './modules/quizzes/quiz-admin.service.ts';
import { quizAdminRoutes, quizzesRoutes } from './modules/quizzes/quizzes.routes.ts';
import { createQuizzesService } from './modules/quizzes/quizzes.service.ts';
import { createReceiptsRepository } from './modules/receipts/receipts.repository.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';
import { refundRequests } from './modules/refunds/refunds.kind.ts';
import { createRefundsService } from './modules/refunds/refunds.service.ts';
import { createReplyMailer } from './modules/request-replies/reply-mailer.ts';
import { createRequestReplies } from './modules/request-replies/request-replies.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSecretsRepository } from './modules/secrets/secrets.repository.ts';
import { createHeadTags } from './modules/seo/head-tags.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSitemap } from './modules/seo/sitemap.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { supportRequestsRoutes } from './modules/support-requests/support-requests.routes.ts';
import {
  createSupportRequestsService,
  type SupportRequestsServiceOptions,
} from './modules/support-requests/support-requests.service.ts';
import { createTestimonialsRepository } from './modules/testimonials/testimonials.repository.ts';
import {
  testimonialsAdminRoutes,
  testimonialsRoutes,
} from './modules/testimonials/testimonials.routes.ts';
import { createTestimonialsService } from './modules/testimonials/testimonials.service.ts';
import { createToolsRepository } from './modules/tools/tools.repository.ts';
import { toolsRoutes } from './modules/tools/tools.routes.ts';
import { createUploadsRepository } from './modules/uploads/uploads.repository.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
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

/** An answer slower than this is logged at info even when it is an ordinary read. */
const slowAnswerMs = 1000;

/**
 * One log line per request, written when it is answered, instead of Fastify's two (one on
 * arrival, one on completion): the request log was a fifth of a small API answer's cost.
 *
 * Ordinary reads (a GET or HEAD answered below 400 within a second: browsing the catalog, a
 * signed-in page's data) are logged at debug; everything else at info: every write (sign-ins,
 * orders, uploads, operators' changes), every refusal and failure, every slow answer. At info,
 * formatting and writing a line for each read cost a third of a cached catalog answer's
 * throughput (decision 34); LOG_LEVEL=debug shows them all.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const log = reply.log;
    const ordinaryRead =
      !error &&
      reply.statusCode < 400 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.elapsedTime < slowAnswerMs;
    if (ordinaryRead && log.level !== 'debug' && log.level !== 'trace') return;
    const fields = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) log.error({ ...fields, err: error }, 'request errored');
    else if (ordinaryRead) log.debug(fields, 'request completed');
    else log.info(fields, 'request completed');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Housekeeping run once across processes; tests call runOnce() themselves. */
    backgroundWork: BackgroundWork;
  }
}

/** JSON bodies on this API are small forms; anything larger is a mistake or an attack. */
const bodyLimitBytes = 100 * 1024;

/** Builds the app: cross-cutting plugins first, then the feature modules. */
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

  app.addHook('onClose', () => database.close());
  // With REDIS_URL, counters and cache invalidation are shared by every process (decision 32).
  // ioredis is loaded only then: a single process without Redis starts without it.
  const redis = config.redis
    ? (await import('./cluster/redis.ts')).connectRedis(config.redis, app.log)
    : undefined;
  if (redis) {
    app.addHook('onClose', () => redis.close());
    // Serve only once Redis answers, or after a moment without it (then /api/ready says so).
    app.addHook('onReady', () => redis.connected(3_000));
  }
  app.decorate(
    'counters',
    redis ? createRedisCounterStore(redis.client, redis.key) : createMemoryCounterStore(),
  );

  // Registration and reset links go through one sender (SMTP_URL, or the log outside production).
  const studentMail = createStudentMail({
    smtpUrl: config.smtpUrl,
    supportEmail: config.supportEmail,
    env: config.env,
    log: app.log,
  });
  const auth = createAuthService(database.db, {
    ...(options.passwordHashParams ? { passwordHashParams: options.passwordHashParams } : {}),
    passwordHashQueue:
      options.passwordHashQueue ?? defaultPasswordHashQueue(config.passwordHashWorkers),
    deviceSecret: () => createSecretsRepository(database.db).secret('devices'),
    registrationMail: {
      mail: studentMail,
      publicUrl: config.publicUrl,
      log: app.log,
    },
    ...(options.now ? { now: options.now } : {}),
  });
  app.addHook('onClose', () => auth.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { paymentProvider: config.payments.provider });
  await app.register(swagger, {
    openapi: {
      info: { title: 'StudyHub API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin, { auth, publicUrl: config.publicUrl });

  const db = database.db;
  const projects = createProjectsRepository(db);
  const cache = createCatalogCache(redis ? { shared: redis, log: app.log } : {});
  const search = createSearchService(createSearchRepository(database));
  const files = await openFileStore(config);
  const notes = createNotesRepository(db);
  const downloads = createDownloadsService(createDownloadsRepository(db), {
    ...(options.now ? { now: options.now } : {}),
  });
  const sandbox =
    config.payments.provider === 'sandbox'
      ? createSandboxProvider(
          // With several processes, an order made on one is paid on another: one shared book.
          redis ? { book: createRedisSandboxBook(redis.client, redis.key) } : {},
        )
      : undefined;
  if (sandbox) {
    const configured = config.payments.provider === 'sandbox' ? config.payments.secret : undefined;
    // Read once the database is migrated: main.ts prepares it between building and listening.
    app.addHook('onReady', async () => {
      sandbox.useSecret(configured ?? (await createSecretsRepository(db).secret('sandbox')));
    });
  }
  const receipts = createReceiptsService({
    repository: createReceiptsRepository(db),
    seller: config.seller,
    findOrder: createPaymentsRepository(db).findByProviderOrderId,
    findUser: createAuthRepository(db).findUserById,
    smtpUrl: config.smtpUrl,
    supportEmail: config.supportEmail,
    log: app.log,
  });
  app.addHook('onClose', () => receipts.drain());
  const payments = createPaymentsService(db, {
    receipts,
    provider: sandbox?.provider ?? createRazorpayProvider(razorpayOptions(config)),
    notes,
    projects,
    log: app.log,
    audit: (executor) => createAuditRepository(executor, options.now),
    ...(options.now ? { now: options.now } : {}),
    ...(redis ? { acrossProcesses: redis.withLock } : {}),
  });
  const certificates = createCertificatesService(db, {
    quizzes: () => quizzes,
    publicUrl: config.publicUrl,
    audit: (executor) => createAuditRepository(executor, options.now),
    ...(options.now ? { now: options.now } : {}),
  });
  const quizzes = createQuizzesService(db, {
    certificateIdFor: (attemptId) => certificates.idForAttempt(attemptId),
    ...(options.now ? { now: options.now } : {}),
  });
  const blogs = createBlogsRepository(db);
  const notifier = createSupportNotifier({
    smtpUrl: config.smtpUrl,
    supportEmail: config.supportEmail,
    log: app.log,
  });
  app.addHook('onClose', () => notifier.drain());
  const photos = createProfilePhotoService({ db, files, log: app.log, now: options.now });
  const account = createAccountService(db, {
    photos,
    mailer: createPasswordResetMailer(studentMail),
    publicUrl: config.publicUrl,
    log: app.log,
    passwords: auth.passwords,
    now: options.now,
  });
  app.addHook('onClose', () => account.drain());
  const replies = createRequestReplies({
    db,
    mailer: createReplyMailer({
      smtpUrl: config.smtpUrl,
      supportEmail: config.supportEmail,
      log: app.log,
    }),
    audit: (executor) => createAuditRepository(executor, options.now),
    ...(options.now ? { now: options.now } : {}),
  });
  app.addHook('onClose', async () => replies.close());
  const clock = options.now ?? (() => new Date());
  const backgroundWork = createBackgroundWork({
    db,
    kind: database.kind,
    intervalMs: config.backgroundWorkIntervalMs,
    log: app.log,
    jobs: {
      reconcileOrders: () => payments.reconcileUnpaid(),
      closeExpiredAttempts: () => quizzes.closeExpired(),
      removeExpiredSessions: () =>
        createAuthRepository(db).deleteExpiredSessions(clock().toISOString()),
      removeExpiredResetLinks: () =>
        createAccountRepository(db).deleteExpiredResetLinks(clock().toISOString()),
    },
  });
  app.decorate('backgroundWork', backgroundWork);
  // Started once the app is ready (the database migrated), stopped before the database closes.
  app.addHook('onReady', async () => backgroundWork.start());
  app.addHook('preClose', async () => backgroundWork.stop());
  const supportRequests: SupportRequestsServiceOptions = {
    db,
    replies,
    notifier,
    audit: (executor) => createAuditRepository(executor, options.now),
    ...(options.now ? { now: options.now } : {}),
  };
  const contact = createSupportRequestsService(contactRequests, supportRequests);
  const refunds = createRefundsService(supportRequests);
  // Pages tell the web app, before any script runs, to show its test-payments banner.
  const paymentModeTag = takesTestPayments(config)
    ? '<meta name="studyhub:test-payments" content="on">'
    : '';
  const testimonials = createTestimonialsService({
    db,
    testimonials: createTestimonialsRepository,
    audit: (executor) => createAuditRepository(executor, options.now),
    cache,
  });
  const sitemapEntries = createSitemap({
    publicUrl: config.publicUrl,
    catalog: { notes, projects, blogs },
  });
  const headTags = createHeadTags(config.publicUrl);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        payments: config.payments.provider,
        redis,
        files,
      });
      await api.register(authRoutes, { prefix: '/auth', auth, publicUrl: config.publicUrl });
      await api.register(accountRoutes, {
        prefix: '/account',
        account,
        publicUrl: config.publicUrl,
      });
      await api.register(profilePhotoRoutes, { prefix: '/account', photos });
      const accounts = createAccountAdminService(db, {
        audit: (executor) => createAuditRepository(executor, options.now),
        ...(options.now ? { now: options.now } : {}),
      });
      await api.register(adminRoutes, {
        prefix: '/admin',
        accounts,
        users: createAdminUsersService({
          accounts,
          payments,
          downloads,
          quizzes,
          certificates,
          ...(options.now ? { now: options.now } : {}),
        }),
      });
      await api.register(catalogAdminRoutes, {
        prefix: '/admin/catalog',
        catalogAdmin: createCatalogAdminService({
          db,
          catalogAdmin: createCatalogAdminRepository,
          audit: (executor) => createAuditRepository(executor, options.now),
          history: (executor) => ({
            anyOrderFor: createPaymentsRepository(executor).anyOrderFor,
            anyDownloadOf: createDownloadsRepository(executor).anyDownloadOf,
          }),
          cache,
        }),
      });
      await api.register(auditRoutes, {
        prefix: '/admin/audit',
        audit: createAuditRepository(db, options.now),
      });
      await api.register(uploadsRoutes, {
        prefix: '/admin/catalog',
        uploads: createUploadsService({
          db,
          files,
          uploads: createUploadsRepository,
          audit: (executor) => createAuditRepository(executor, options.now),
          cache,
          log: app.log,
        }),
      });
      await api.register(notesRoutes, {
        prefix: '/notes',
        notes,
        search,
        cache,
        files,
        payments,
        downloads,
      });
      await api.register(projectsRoutes, {
        prefix: '/projects',
        projects,
        search,
        cache,
        files,
        payments,
        downloads,
      });
      await api.register(coursesRoutes, {
        prefix: '/courses',
        courses: createCoursesRepository(db),
        cache,
      });
      await api.register(toolsRoutes, {
        prefix: '/tools',
        tools: createToolsRepository(db),
        cache,
      });
      await api.register(questionPapersRoutes, {
        prefix: '/question-papers',
        papers: createQuestionPapersRepository(db),
        search,
        cache,
        files,
        downloads,
      });
      await api.register(quizzesRoutes, { prefix: '/quizzes', quizzes, certificates });
      await api.register(quizAdminRoutes, {
        prefix: '/admin/quiz-questions',
        quizAdmin: createQuizAdminService({
          db,
          audit: (executor) => createAuditRepository(executor, options.now),
          ...(options.now ? { now: options.now } : {}),
        }),
      });
      await api.register(certificatesRoutes, { certificates });
      await api.register(paymentsRoutes, { prefix: '/payment', payments, projects, sandbox });
      await api.register(purchasesRoutes, { prefix: '/user', payments, refunds });
      await api.register(receiptsRoutes, { prefix: '/user', receipts });
      await api.register(adminOrdersRoutes, { prefix: '/admin', payments });
      await api.register(downloadsRoutes, { prefix: '/user', downloads });
      await api.register(blogsRoutes, { prefix: '/blogs', blogs, cache });
      await api.register(testimonialsRoutes, { prefix: '/testimonials', testimonials, cache });
      for (const kind of testimonialKinds) {
        await api.register(testimonialsAdminRoutes, {
          prefix: `/admin/${kind}`,
          testimonials,
          kind,
        });
      }
      await api.register(supportRequestsRoutes, { kind: contactRequests, requests: contact });
      await api.register(supportRequestsRoutes, { kind: refundRequests, requests: refunds });
      await api.register(siteRoutes, {
        prefix: '/site',
        supportEmail: config.supportEmail,
        governingLawLocation: config.governingLawLocation,
        sendsEmail: config.smtpUrl !== undefined,
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { prefix: '/media', files });
  await app.register(seoRoutes, { sitemapEntries, publicUrl: config.publicUrl });
  await app.register(staticWebPlugin, {
    root: config.webDistDir,
    testPayments: takesTestPayments(config),
    catalog: cache,
    rendersPerMinute: config.pageRendersPerMinute,
    headTags: (head) => headTags(head) + paymentModeTag,
  });
  // The pages' forms posted without the script (decision 35); they render pages, so they come last.
  await app.register(pageFormRoutes, { publicUrl: config.publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
