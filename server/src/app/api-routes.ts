import { testimonialKinds } from '@studyhub/contract/testimonials';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '../modules/account/account.routes.ts';
import { profilePhotoRoutes } from '../modules/account/profile-photo.routes.ts';
import { adminRoutes } from '../modules/admin/admin.routes.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { blogsRoutes } from '../modules/blogs/blogs.routes.ts';
import { catalogAdminRoutes } from '../modules/catalog-admin/catalog-admin.routes.ts';
import { certificatesRoutes } from '../modules/certificates/certificates.routes.ts';
import { contactRequests } from '../modules/contact/contact.kind.ts';
import { coursesRoutes } from '../modules/courses/courses.routes.ts';
import { downloadsRoutes } from '../modules/downloads/downloads.routes.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { notesRoutes } from '../modules/notes/notes.routes.ts';
import {
  adminOrdersRoutes,
  paymentsRoutes,
  purchasesRoutes,
} from '../modules/payments/payments.routes.ts';
import { projectsRoutes } from '../modules/projects/projects.routes.ts';
import { questionPapersRoutes } from '../modules/question-papers/question-papers.routes.ts';
import { quizAdminRoutes, quizzesRoutes } from '../modules/quizzes/quizzes.routes.ts';
import { receiptsRoutes } from '../modules/receipts/receipts.routes.ts';
import { refundRequests } from '../modules/refunds/refunds.kind.ts';
import { siteRoutes } from '../modules/site/site.routes.ts';
import { supportRequestsRoutes } from '../modules/support-requests/support-requests.routes.ts';
import {
  testimonialsAdminRoutes,
  testimonialsRoutes,
} from '../modules/testimonials/testimonials.routes.ts';
import { toolsRoutes } from '../modules/tools/tools.routes.ts';
import { uploadsRoutes } from '../modules/uploads/uploads.routes.ts';
import type { AppContext } from './context.ts';
import type { Services } from './services.ts';

/**
 * The API, registered under /api on the services. The order is kept on purpose: the OpenAPI
 * document lists the operations in the order their routes were registered.
 */
export async function apiRoutes(
  api: FastifyInstance,
  options: { context: AppContext; services: Services },
) {
  const { config, database, redis, files, cache } = options.context;
  const { auth, account, photos, accounts, adminUsers, catalogAdmin, uploads } = options.services;
  const { notes, projects, courses, tools, papers, blogs, search, downloads } = options.services;
  const { quizzes, quizAdmin, certificates, sandbox, payments, receipts } = options.services;
  const { testimonials, contact, refunds } = options.services;

  await api.register(healthRoutes, {
    database,
    payments: config.payments.provider,
    redis,
    files,
  });
  await api.register(authRoutes, { prefix: '/auth', auth, publicUrl: config.publicUrl });
  await api.register(accountRoutes, { prefix: '/account', account, publicUrl: config.publicUrl });
  await api.register(profilePhotoRoutes, { prefix: '/account', photos });
  await api.register(adminRoutes, { prefix: '/admin', accounts, users: adminUsers });
  await api.register(catalogAdminRoutes, { prefix: '/admin/catalog', catalogAdmin });
  await api.register(auditRoutes, {
    prefix: '/admin/audit',
    audit: options.context.audit(options.context.db),
  });
  await api.register(uploadsRoutes, { prefix: '/admin/catalog', uploads });
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
  await api.register(coursesRoutes, { prefix: '/courses', courses, cache });
  await api.register(toolsRoutes, { prefix: '/tools', tools, cache });
  await api.register(questionPapersRoutes, {
    prefix: '/question-papers',
    papers,
    search,
    cache,
    files,
    downloads,
  });
  await api.register(quizzesRoutes, { prefix: '/quizzes', quizzes, certificates });
  await api.register(quizAdminRoutes, { prefix: '/admin/quiz-questions', quizAdmin });
  await api.register(certificatesRoutes, { certificates });
  await api.register(paymentsRoutes, { prefix: '/payment', payments, projects, sandbox });
  await api.register(purchasesRoutes, { prefix: '/user', payments, refunds });
  await api.register(receiptsRoutes, { prefix: '/user', receipts });
  await api.register(adminOrdersRoutes, { prefix: '/admin', payments });
  await api.register(downloadsRoutes, { prefix: '/user', downloads });
  await api.register(blogsRoutes, { prefix: '/blogs', blogs, cache });
  await api.register(testimonialsRoutes, { prefix: '/testimonials', testimonials, cache });
  for (const kind of testimonialKinds) {
    await api.register(testimonialsAdminRoutes, { prefix: `/admin/${kind}`, testimonials, kind });
  }
  await api.register(supportRequestsRoutes, { kind: contactRequests, requests: contact });
  await api.register(supportRequestsRoutes, { kind: refundRequests, requests: refunds });
  await api.register(siteRoutes, {
    prefix: '/site',
    supportEmail: config.supportEmail,
    governingLawLocation: config.governingLawLocation,
    sendsEmail: config.smtpUrl !== undefined,
  });
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
}
