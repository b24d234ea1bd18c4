import { errorResponse } from '@studyhub/contract/api';
import {
  adminRequestParams,
  adminRequestsQuery,
  requestPatch,
  requestReplyBody,
  requestSubmittedResponse,
} from '@studyhub/contract/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { byOperator, replyLimit } from '../request-replies/reply-limit.ts';
import type { StoredRequest, SupportRequestKind } from './support-requests.kind.ts';
import type { SupportRequestsService } from './support-requests.service.ts';

interface SupportRequestsRoutesOptions<Submission extends object, Row extends StoredRequest> {
  kind: SupportRequestKind<Submission, Row>;
  requests: SupportRequestsService<Submission, Row>;
}

/**
 * One kind of support request: the form's endpoint for the person who writes, and under
 * `/admin/...` the operators' list, detail, reply and status (decisions 12, 20 and 27).
 */
export async function supportRequestsRoutes<Submission extends object, Row extends StoredRequest>(
  app: FastifyInstance,
  options: SupportRequestsRoutesOptions<Submission, Row>,
) {
  await app.register(submitRoutes<Submission, Row>, {
    ...options,
    prefix: options.kind.submit.prefix,
  });
  await app.register(adminRoutes<Submission, Row>, {
    ...options,
    prefix: options.kind.admin.prefix,
  });
}

/** POST: the form, checked with the contract's zod schema and rate limited once it passes. */
async function submitRoutes<Submission extends object, Row extends StoredRequest>(
  app: FastifyInstance,
  { kind, requests }: SupportRequestsRoutesOptions<Submission, Row>,
) {
  const { submit } = kind;
  const signedIn = submit.signedIn === 'required';
  if (signedIn) app.addHook('onRequest', requireUser);
  app.withTypeProvider<ZodTypeProvider>().post(
    submit.url,
    {
      schema: {
        tags: submit.tags,
        summary: submit.summary,
        ...(signedIn ? { security: [{ bearer: [] }] } : {}),
        body: submit.body,
        response: {
          201: requestSubmittedResponse,
          400: errorResponse,
          ...(signedIn ? { 401: errorResponse } : {}),
          429: errorResponse,
        },
      },
      preHandler: submit.limits.map((each) => limit(each)),
    },
    async (request, reply) => {
      // Fastify's type for a body whose schema is a type parameter stays unresolved.
      const body = request.body as Submission;
      const requestId = await requests.submit(request.session?.user, body);
      request.log.info({ requestId }, `${kind.name} stored`);
      return reply
        .status(201)
        .send({ success: true, requestId, message: submit.thanks(requestId) });
    },
  );
}

/** The operators' endpoints: admin only (decision 20). */
async function adminRoutes<Submission extends object, Row extends StoredRequest>(
  app: FastifyInstance,
  { kind, requests }: SupportRequestsRoutesOptions<Submission, Row>,
) {
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const denied = { 401: errorResponse, 403: errorResponse };
  const { listResponse, requestResponse, detailResponse } = kind.admin;
  const noSuchRequest = (id: string) => notFound(`No ${kind.name} has the id ${id}.`);

  routes.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: `${kind.name.replace(/^./, (first) => first.toUpperCase())}s, newest first`,
        security: [{ bearer: [] }],
        querystring: adminRequestsQuery,
        response: { 200: listResponse, 400: errorResponse, ...denied },
      },
    },
    async (request) => {
      const [list, total] = await Promise.all([
        requests.list(request.query),
        requests.count(request.query.status),
      ]);
      return { success: true as const, total, requests: list };
    },
  );

  routes.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: `One ${kind.name} with the replies operators emailed`,
        security: [{ bearer: [] }],
        params: adminRequestParams,
        response: { 200: detailResponse, 404: errorResponse, ...denied },
      },
    },
    async (request) => {
      const found = await requests.detail(request.params.id);
      if (!found) throw noSuchRequest(request.params.id);
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
          201: detailResponse,
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
      const answered = await requests.reply(
        currentUser(request),
        request.params.id,
        request.body.text,
      );
      if (!answered) throw noSuchRequest(request.params.id);
      return reply.code(201).send({ success: true as const, ...answered });
    },
  );

  routes.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: `Set a ${kind.name}'s status (open, answered, refunded, rejected) and note`,
        security: [{ bearer: [] }],
        params: adminRequestParams,
        body: requestPatch,
        response: {
          200: requestResponse,
          400: errorResponse,
          404: errorResponse,
          ...denied,
        },
      },
    },
    async (request) => {
      const updated = await requests.update(currentUser(request), request.params.id, request.body);
      if (!updated) throw noSuchRequest(request.params.id);
      return { success: true as const, request: updated };
    },
  );
}
