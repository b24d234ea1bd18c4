import { errorResponse, messageResponse } from '@studyhub/contract/api';
import {
  adminCertificatesQuery,
  adminCertificatesResponse,
  certificateParams,
  certificateResponse,
  certificatesResponse,
  issueCertificateBody,
  revokeBody,
} from '@studyhub/contract/quiz';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import type { CertificatesService } from './certificates.service.ts';

/** Registered under /api: the public verification, the student's own list, and issuing. */
export async function certificatesRoutes(
  app: FastifyInstance,
  options: { certificates: CertificatesService },
) {
  const { certificates } = options;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/certificates/:id',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Verify a certificate by its id (public)',
        params: certificateParams,
        response: { 200: certificateResponse, 404: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      certificate: await certificates.verify(request.params.id),
    }),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    const routes = signedIn.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/certificates',
      {
        schema: {
          tags: ['certificates'],
          summary: 'Issue the certificate of a passing attempt, with the name to print on it',
          security: [{ bearer: [] }],
          body: issueCertificateBody,
          response: {
            201: certificateResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const certificate = await certificates.issue(
          currentUser(request).id,
          request.body.attemptId,
          request.body.name,
        );
        request.log.info(
          { certificateId: certificate.id, userId: currentUser(request).id },
          'certificate issued',
        );
        return reply.code(201).send({ success: true as const, certificate });
      },
    );

    routes.get(
      '/user/certificates',
      {
        schema: {
          tags: ['certificates'],
          summary: "The signed-in student's certificates, newest first",
          security: [{ bearer: [] }],
          response: { 200: certificatesResponse, 401: errorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        certificates: await certificates.listForUser(currentUser(request).id),
      }),
    );
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', requireRole('admin'));
    admin.withTypeProvider<ZodTypeProvider>().get(
      '/admin/certificates',
      {
        schema: {
          tags: ['admin'],
          summary: 'Find certificates by id, printed name or holder email (at most 100)',
          security: [{ bearer: [] }],
          querystring: adminCertificatesQuery,
          response: {
            200: adminCertificatesResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request) => ({
        success: true as const,
        certificates: await certificates.search(request.query.q),
      }),
    );
    admin.withTypeProvider<ZodTypeProvider>().patch(
      '/admin/certificates/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Revoke a certificate with a reason (or restore it)',
          security: [{ bearer: [] }],
          params: certificateParams,
          body: revokeBody,
          response: {
            200: messageResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => {
        await certificates.setRevoked(
          currentUser(request),
          request.params.id,
          request.body.revoked,
          request.body.reason,
        );
        request.log.info(
          {
            certificateId: request.params.id,
            revoked: request.body.revoked,
            by: currentUser(request).id,
          },
          'certificate revocation changed',
        );
        return { success: true as const, message: request.body.revoked ? 'Revoked' : 'Restored' };
      },
    );
  });
}
