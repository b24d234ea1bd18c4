import { errorResponse } from '@studyhub/contract/api';
import {
  adminRefundRequestDetailResponse,
  adminRefundRequestResponse,
  adminRefundRequestsResponse,
  adminRequestParams,
  adminRequestsQuery,
  refundBody,
  requestPatch,
  requestReplyBody,
  requestSubmittedResponse,
  requestTexts,
} from '@studyhub/contract/requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { byAddress, limit, minutes } from '../../plugins/rate-limit.ts';
import { byOperator, replyLimit } from '../request-replies/reply-limit.ts';
import type { RefundsService } from './refunds.service.ts';

/**
 * The form is open to visitors, so it is limited per address, and per account when signed in.
 * Never per email: anyone can type someone else's, and would lock them out (docs/decisions/0019).
 */
export const refundLimits = {
  perIp: { name: 'refund-requests-per-ip', max: 10, windowMs: minutes(60) },
  perUser: { name: 'refund-requests-per-user', max: 5, windowMs: minutes(24 * 60) },
} as const;

const byUser = (request: FastifyRequest) => request.session?.user.id;

/** POST /api/refund-requests: the return-policy page's form (decision 14). */
export async function refundsRoutes(app: FastifyInstance, options: { refunds: RefundsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: {
        tags: ['refunds'],
        summary: 'Ask for a refund of a purchase',
        body: refundBody,
        response: { 201: requestSubmittedResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: [
        limit({ ...refundLimits.perIp, key: byAddress }),
        limit({ ...refundLimits.perUser, key: byUser }),
      ],
    },
    async (request, reply) => {
      const requestId = await options.refunds.submit(request.session?.user, request.body);
      request.log.info({ requestId }, 'refund request stored');
      return reply
        .status(201)
        .send({ success: true, requestId, message: requestTexts.refundThankYou });
    },
  );
}

/** GET /api/admin/refund-requests[/:id]: operators work through refund requests (decision 20). */
export async function refundAdminRoutes(
  app: FastifyInstance,
  options: { refunds: RefundsService },
) {
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const denied = { 401: errorResponse, 403: errorResponse };

  routes.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund requests, newest first',
        security: [{ bearer: [] }],
        querystring: adminRequestsQuery,
        response: { 200: adminRefundRequestsResponse, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const [requests, total] = await Promise.all([
        options.refunds.list(request.query),
        options.refunds.count(request.query.status),
      ]);
      return { success: true as const, total, requests };
    },
  );

  routes.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One refund request with the replies operators emailed',
        security: [{ bearer: [] }],
        params: adminRequestParams,
        response: { 200: adminRefundRequestDetailResponse, 404: errorResponse, ...denied },
      },
    },
    async (request) => {
      const found = await options.refunds.detail(request.params.id);
      if (!found) throw notFound(`No refund request has the id ${request.params.id}.`);
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
          201: adminRefundRequestDetailResponse,
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
      const answered = await options.refunds.reply(
        currentUser(request),
        request.params.id,
        request.body.text,
      );
      if (!answered) throw notFound(`No refund request has the id ${request.params.id}.`);
      return reply.code(201).send({ success: true as const, ...answered });
    },
  );

  routes.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a refund request's status (open, answered, refunded, rejected) and note",
        security: [{ bearer: [] }],
        params: adminRequestParams,
        body: requestPatch,
        response: {
          200: adminRefundRequestResponse,
          400: errorResponse,
          404: errorResponse,
          ...denied,
        },
      },
    },
    async (request) => {
      const updated = await options.refunds.update(
        currentUser(request),
        request.params.id,
        request.body,
      );
      if (!updated) throw notFound(`No refund request has the id ${request.params.id}.`);
      return { success: true as const, request: updated };
    },
  );
}
