import { auditQuery, auditResponse } from '@studyhub/contract/admin';
import { errorResponse } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';
import type { AuditRepository } from './audit.repository.ts';

/** GET /api/admin/audit: what operators changed, newest first. Admins only. */
export async function auditRoutes(app: FastifyInstance, options: { audit: AuditRepository }) {
  app.addHook('onRequest', requireRole('admin'));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log: who changed what, when, before and after',
        security: [{ bearer: [] }],
        querystring: auditQuery,
        response: {
          200: auditResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const entries = await options.audit.list(request.query);
      const last = entries.at(-1);
      return {
        success: true as const,
        entries,
        nextBefore: entries.length === request.query.limit && last ? last.createdAt : null,
      };
    },
  );
}
