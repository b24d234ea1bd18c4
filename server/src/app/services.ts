import { createAccountRepository } from '../modules/account/account.repository.ts';
import { createAccountService } from '../modules/account/account.service.ts';
import { createPasswordResetMailer } from '../modules/account/password-reset-mailer.ts';
import { createProfilePhotoService } from '../modules/account/profile-photo.service.ts';
import { createAdminUsersService } from '../modules/admin/admin-users.service.ts';
import { createAccountAdminService } from '../modules/auth/account-admin.service.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import type { PasswordHashParams } from '../modules/auth/password.ts';
import {
  defaultPasswordHashQueue,
  type PasswordHashQueueOptions,
} from '../modules/auth/password-hasher.ts';
import { createBlogsRepository } from '../modules/blogs/blogs.repository.ts';
import { createCatalogAdminRepository } from '../modules/catalog-admin/catalog-admin.repository.ts';
import { createCatalogAdminService } from '../modules/catalog-admin/catalog-admin.service.ts';
import { createCertificatesRepository } from '../modules/certificates/certificates.repository.ts';
import { createCertificatesService } from '../modules/certificates/certificates.service.ts';
import { contactRequests } from '../modules/contact/contact.kind.ts';
import { createCoursesRepository } from '../modules/courses/courses.repository.ts';
import { createDownloadsRepository } from '../modules/downloads/downloads.repository.ts';
import { createDownloadsService } from '../modules/downloads/downloads.service.ts';
import { createNotesRepository } from '../modules/notes/notes.repository.ts';
import { createSupportNotifier } from '../modules/notifications/support-notifier.ts';
import { createOrdersRepository } from '../modules/payments/orders.repository.ts';
import { createPaymentsRepository } from '../modules/payments/payments.repository.ts';
import { createPaymentsService } from '../modules/payments/payments.service.ts';
import { createRazorpayProvider, razorpayOptions } from '../modules/payments/providers/razorpay.ts';
import {
  createRedisSandboxBook,
  createSandboxProvider,
} from '../modules/payments/providers/sandbox.ts';
import { createProjectsRepository } from '../modules/projects/projects.repository.ts';
import { createQuestionPapersRepository } from '../modules/question-papers/question-papers.repository.ts';
import { createQuizAdminService } from '../modules/quizzes/quiz-admin.service.ts';
import { createQuizzesService } from '../modules/quizzes/quizzes.service.ts';
import { createReceiptsRepository } from '../modules/receipts/receipts.repository.ts';
import { createReceiptsService } from '../modules/receipts/receipts.service.ts';
import { createRefundsService } from '../modules/refunds/refunds.service.ts';
import { createReplyMailer } from '../modules/request-replies/reply-mailer.ts';
import { createRequestReplies } from '../modules/request-replies/request-replies.service.ts';
import { createSearchRepository } from '../modules/search/search.repository.ts';
import { createSearchService } from '../modules/search/search.service.ts';
import { createSecretsRepository } from '../modules/secrets/secrets.repository.ts';
import { createHeadTags } from '../modules/seo/head-tags.ts';
import { createSitemap } from '../modules/seo/sitemap.ts';
import {
  createSupportRequestsService,
  type SupportRequestsServiceOptions,
} from '../modules/support-requests/support-requests.service.ts';
import { createTestimonialsRepository } from '../modules/testimonials/testimonials.repository.ts';
import { createTestimonialsService } from '../modules/testimonials/testimonials.service.ts';
import { createToolsRepository } from '../modules/tools/tools.repository.ts';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.ts';
import { createUploadsService } from '../modules/uploads/uploads.service.ts';
import type { AppContext } from './context.ts';

export interface ServicesOptions {
  passwordHashParams?: PasswordHashParams | undefined;
  passwordHashQueue?: PasswordHashQueueOptions | undefined;
}

/**
 * Every feature's service and repository, each made once from the context. Nothing here knows
 * about HTTP: the routes are registered on these afterwards.
 */
export function createServices(context: AppContext, options: ServicesOptions = {}) {
  const { config, database, db, now, log, audit, cache, files, redis } = context;
  const secrets = createSecretsRepository(db);
  const authRepository = createAuthRepository(db);
  const paymentsRepository = createPaymentsRepository(db);
  const accountRepository = createAccountRepository(db);

  const auth = createAuthService(db, {
    passwordHashParams: options.passwordHashParams,
    passwordHashQueue:
      options.passwordHashQueue ?? defaultPasswordHashQueue(config.passwordHashWorkers),
    deviceSecret: () => secrets.secret('devices'),
    registrationMail: { mail: context.studentMail, publicUrl: config.publicUrl, log },
    now,
  });

  const notes = createNotesRepository(db);
  const projects = createProjectsRepository(db);
  const blogs = createBlogsRepository(db);
  const search = createSearchService(createSearchRepository(database));
  const downloads = createDownloadsService(createDownloadsRepository(db), { now });

  const sandbox =
    config.payments.provider === 'sandbox'
      ? createSandboxProvider(
          // With several processes, an order made on one is paid on another: one shared book.
          redis ? { book: createRedisSandboxBook(redis.client, redis.key) } : {},
        )
      : undefined;
  const receipts = createReceiptsService({
    repository: createReceiptsRepository(db),
    seller: config.seller,
    findOrder: paymentsRepository.findByProviderOrderId,
    findUser: authRepository.findUserById,
    smtpUrl: config.smtpUrl,
    supportEmail: config.supportEmail,
    log,
  });
  const payments = createPaymentsService(db, {
    receipts,
    provider: sandbox?.provider ?? createRazorpayProvider(razorpayOptions(config)),
    notes,
    projects,
    log,
    audit,
    now,
    ...(redis ? { acrossProcesses: redis.withLock } : {}),
  });

  // Quizzes is made first and reads a certificate's id through the certificates' repository;
  // certificates, made next, is given quizzes itself. Neither waits for the other to be made.
  const certificateRows = createCertificatesRepository(db);
  const quizzes = createQuizzesService(db, {
    certificateIdFor: async (attemptId) =>
      (await certificateRows.findByAttempt(attemptId))?.id ?? null,
    now,
  });
  const certificates = createCertificatesService(db, {
    quizzes,
    publicUrl: config.publicUrl,
    audit,
    now,
  });

  const notifier = createSupportNotifier({
    smtpUrl: config.smtpUrl,
    supportEmail: config.supportEmail,
    log,
  });
  const photos = createProfilePhotoService({ db, files, log, now });
  const account = createAccountService(db, {
    photos,
    mailer: createPasswordResetMailer(context.studentMail),
    publicUrl: config.publicUrl,
    log,
    passwords: auth.passwords,
    now,
  });
  const replies = createRequestReplies({
    db,
    mailer: createReplyMailer({ smtpUrl: config.smtpUrl, supportEmail: config.supportEmail, log }),
    audit,
    now,
  });
  const supportRequests: SupportRequestsServiceOptions = { db, replies, notifier, audit, now };
  const accounts = createAccountAdminService(db, { audit, now });

  const services = {
    auth,
    account,
    photos,
    accounts,
    adminUsers: createAdminUsersService({
      accounts,
      payments,
      downloads,
      quizzes,
      certificates,
      now,
    }),
    catalogAdmin: createCatalogAdminService({
      db,
      catalogAdmin: createCatalogAdminRepository,
      audit,
      // On the operator's transaction: whether an item was ever sold or downloaded.
      history: (executor) => ({
        // The orders part alone: the whole payments repository compiles My Purchases each time.
        anyOrderFor: createOrdersRepository(executor).anyOrderFor,
        anyDownloadOf: createDownloadsRepository(executor).anyDownloadOf,
      }),
      cache,
    }),
    uploads: createUploadsService({
      db,
      files,
      uploads: createUploadsRepository,
      audit,
      cache,
      log,
    }),
    notes,
    projects,
    courses: createCoursesRepository(db),
    tools: createToolsRepository(db),
    papers: createQuestionPapersRepository(db),
    blogs,
    search,
    downloads,
    quizzes,
    quizAdmin: createQuizAdminService({ db, audit, now }),
    certificates,
    sandbox,
    payments,
    receipts,
    testimonials: createTestimonialsService({
      db,
      testimonials: createTestimonialsRepository,
      audit,
      cache,
    }),
    contact: createSupportRequestsService(contactRequests, supportRequests),
    refunds: createRefundsService(supportRequests),
    sitemapEntries: createSitemap({
      publicUrl: config.publicUrl,
      catalog: { notes, projects, blogs },
    }),
    headTags: createHeadTags(config.publicUrl),
  };

  const configuredSandboxSecret =
    config.payments.provider === 'sandbox' ? config.payments.secret : undefined;
  return {
    services,
    /** Run once the app is ready: by then main.ts has migrated the database. */
    whenReady: sandbox
      ? [
          async () => {
            sandbox.useSecret(configuredSandboxSecret ?? (await secrets.secret('sandbox')));
          },
        ]
      : [],
    /** Drained or closed when the app closes, listed in the order they were made. */
    toClose: [
      () => auth.close(),
      () => receipts.drain(),
      () => notifier.drain(),
      () => account.drain(),
      async () => replies.close(),
    ],
    /** Housekeeping done by one process at a time (cluster/background-work.ts). */
    jobs: {
      reconcileOrders: () => payments.reconcileUnpaid(),
      closeExpiredAttempts: () => quizzes.closeExpired(),
      removeExpiredSessions: () => authRepository.deleteExpiredSessions(now().toISOString()),
      removeExpiredResetLinks: () => accountRepository.deleteExpiredResetLinks(now().toISOString()),
    },
  };
}

export type Services = ReturnType<typeof createServices>['services'];
