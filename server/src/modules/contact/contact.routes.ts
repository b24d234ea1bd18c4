import { errorResponse } from '@studyhub/contract/api';
import {
  adminContactRequestDetailResponse,
  adminContactRequestResponse,
  adminContactRequestsResponse,
  adminRequestParams,
  adminRequestsQuery,
  contactBody,
  requestPatch,
  requestReplyBody,
  requestSubmittedResponse,
  requestTexts,
} from '@studyhub/contract/requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { byAddress, limit, minutes } from '../../plugins/rate-limit.ts';
import { byOperator, replyLimit } from '../request-replies/reply-limit.ts';
import type { ContactService } from './contact.service.ts';

/** A person writes a handful of messages an hour at most; more is a script or a stuck button. */
export const contactLimits = {
  perUser: { name: 'contact-per-user', max: 5, windowMs: minutes(60) },
  perIp: { name: 'contact-per-ip', max: 20, windowMs: minutes(60) },
} as const;

const byUser = (request: FastifyRequest) => currentUser(request).id;

/** POST /api/contact/submit: signed-in users only (spec sections 1 and 7). */
export async function contactRoutes(app: FastifyInstance, options: { contact: ContactService }) {
  app.addHook('onRequest', requireUser);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/submit',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the StudyHub team',
        security: [{ bearer: [] }],
        body: contactBody,
        response: {
          201: requestSubmittedResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: [
        limit({ ...contactLimits.perUser, key: byUser }),
        limit({ ...contactLimits.perIp, key: byAddress }),
      ],
    },
    async (request, reply) => {
      const requestId = await options.contact.submit(currentUser(request), request.body);
      request.log.info({ requestId }, 'contact request stored');
      return reply
        .status(201)
        .send({ success: true, requestId, message: requestTexts.contactSuccess(requestId) });
    },
  );
}

/** GET /api/admin/contact-requests[/:id]: operators read what users wrote (decision 20). */
export async function contactAdminRoutes(
  app: FastifyInstance,
  options: { contact: ContactService },
) {
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const denied = { 401: errorResponse, 403: errorResponse };

  routes.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact requests, newest first',
        security: [{ bearer: [] }],
        querystring: adminRequestsQuery,
        response: { 200: adminContactRequestsResponse, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const [requests, total] = await Promise.all([
        options.contact.list(request.query),
        options.contact.count(request.query.status),
      ]);
      return { success: true as const, total, requests };
    },
  );

  routes.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One contact request with the replies operators emailed',
        security: [{ bearer: [] }],
        params: adminRequestParams,
        response: { 200: adminContactRequestDetailResponse, 404: errorResponse, ...denied },
      },
    },
    async (request) => {
      const found = await options.contact.detail(request.params.id);
      if (!found) throw notFound(`No contact request has the id ${request.params.id}.`);
      return { success: true as const, ...found };
    },
  );

  routes.post(
    '/:id/replies',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Email a reply to the requester (SMTP_URL) and record it; the status becomes answered unless refunded or rejected',
        security: [{ bearer: [] }],
        params: adminRequestParams,
        body: requestReplyBody,
        response: {
          201: adminContactRequestDetailResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
          502: errorResponse,
          ...denied,
        },
      },
      preHandler: limit({ ...replyLimit, key: byOperator }),
    },
    async (request, reply) => {
      const answered = await options.contact.reply(
        currentUser(request),
        request.params.id,
        request.body.text,
      );
      if (!answered) throw notFound(`No contact request has the id ${request.params.id}.`);
      return reply.code(201).send({ success: true as const, ...answered });
    },
  );

  routes.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a contact request's status (open, answered, refunded, rejected) and note",
        security: [{ bearer: [] }],
        params: adminRequestParams,
        body: requestPatch,
        response: {
          200: adminContactRequestResponse,
          400: errorResponse,
          404: errorResponse,
          ...denied,
        },
      },
    },
    async (request) => {
      const updated = await options.contact.update(
        currentUser(request),
        request.params.id,
        request.body,
      );
      if (!updated) throw notFound(`No contact request has the id ${request.params.id}.`);
      return { success: true as const, request: updated };
    },
  );
}
