import { errorCodes, errorResponse } from '@studyhub/contract/api';
import { idParams } from '@studyhub/contract/catalog';
import {
  adminOrderDetailResponse,
  adminOrderParams,
  adminOrdersQuery,
  adminOrdersResponse,
  createOrderBody,
  createOrderResponse,
  paymentMessages,
  purchaseCheckResponse,
  purchasesResponse,
  recheckOrderResponse,
  refundOrderBody,
  refundOrderResponse,
  sandboxPayBody,
  sandboxPayResponse,
  verifyPaymentBody,
  verifyPaymentResponse,
} from '@studyhub/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors.ts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { limit, minutes } from '../../plugins/rate-limit.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import type { PaymentsService } from './payments.service.ts';
import type { Sandbox, SandboxOutcome } from './providers/sandbox.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  projects: ProjectsRepository;
  /** Present only when the sandbox provider is on. */
  sandbox: Sandbox | undefined;
}

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
};

/** Razorpay webhooks are small; a generous limit still stops a flood of junk. */
const webhookBodyLimit = 256 * 1024;

/** Registered under /api/payment. */
export async function paymentsRoutes(app: FastifyInstance, options: PaymentsRoutesOptions) {
  const { payments, sandbox } = options;

  // The webhook's signature covers the exact bytes sent, so this scope keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (payment.captured, order.paid, payment.failed)',
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        const outcome = await payments.handleWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
          typeof eventId === 'string' ? eventId : undefined,
        );
        if (!outcome.accepted) {
          throw new AppError(400, errorCodes.paymentFailed, 'The webhook signature is not valid.');
        }
        return reply.send({ success: true, duplicate: outcome.duplicate });
      },
    );
  });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    const routes = signedIn.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/create-order',
      {
        schema: {
          tags: ['payments'],
          summary: 'Create a payment order for a note, a project or a donation',
          security: [{ bearer: [] }],
          body: createOrderBody,
          response: { 200: createOrderResponse, ...failures },
        },
        preHandler: limit({
          name: 'payment-orders-per-user',
          max: 20,
          windowMs: minutes(10),
          key: (request) => currentUser(request).id,
        }),
      },
      async (request) => payments.createOrder(currentUser(request).id, request.body),
    );

    routes.post(
      '/verify',
      {
        schema: {
          tags: ['payments'],
          summary: "Confirm a payment with the provider's signature; grants the item once",
          security: [{ bearer: [] }],
          body: verifyPaymentBody,
          response: { 200: verifyPaymentResponse, ...failures },
        },
        preHandler: limit({
          name: 'payment-verifications-per-user',
          max: 60,
          windowMs: minutes(10),
          key: (request) => currentUser(request).id,
        }),
      },
      async (request) => payments.verify(currentUser(request).id, request.body),
    );

    routes.get(
      '/check-project/:id',
      {
        schema: {
          tags: ['payments'],
          summary: 'Whether the signed-in student has bought this project',
          security: [{ bearer: [] }],
          params: idParams,
          response: { 200: purchaseCheckResponse, ...failures },
        },
      },
      async (request) => {
        const project = await options.projects.findFiles(request.params.id);
        if (!project) throw notFound('Project not found');
        const owned = await payments.entitlement(currentUser(request).id, 'project', project.id);
        return { success: true as const, hasPurchased: Boolean(owned) };
      },
    );

    if (sandbox) {
      routes.post(
        '/sandbox/pay',
        {
          schema: {
            tags: ['payments'],
            summary:
              'Sandbox checkout: pay an order with a test card (only when PAYMENT_PROVIDER=sandbox)',
            security: [{ bearer: [] }],
            body: sandboxPayBody,
            response: { 200: sandboxPayResponse, 402: errorResponse, ...failures },
          },
        },
        async (request) => {
          const order = await payments.orderOwnedBy(currentUser(request).id, request.body.orderId);
          if (!order) throw notFound('We could not find this payment order.');
          const outcome = await sandbox.pay(order.providerOrderId, request.body.cardNumber);
          deliverSandboxWebhook(app, sandbox, order.providerOrderId, outcome);
          if (!outcome.ok)
            throw new AppError(402, errorCodes.paymentFailed, paymentMessages.failed);
          const { amountPaise: _amount, ...confirmation } = outcome.payment;
          return { success: true as const, ...confirmation };
        },
      );
    }
  });
}

/** Registered under /api/user. */
export async function purchasesRoutes(
  app: FastifyInstance,
  options: { payments: PaymentsService; refunds: Pick<RefundsService, 'ofUser'> },
) {
  app.addHook('onRequest', requireUser);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/purchases',
    {
      schema: {
        tags: ['payments'],
        summary: 'My paid orders, newest first',
        security: [{ bearer: [] }],
        response: { 200: purchasesResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const [purchases, requests] = await Promise.all([
        options.payments.purchases(userId),
        options.refunds.ofUser(userId),
      ]);
      return {
        success: true as const,
        purchases: purchases.map((purchase) => {
          // The form offers the order id; a request typed by hand may name the payment id.
          const asked = requests.find(
            (refund) =>
              refund.transactionId === purchase.orderId ||
              refund.transactionId === purchase.paymentId,
          );
          return {
            ...purchase,
            refundRequest: asked
              ? { id: asked.id, status: asked.status, createdAt: asked.createdAt }
              : null,
          };
        }),
      };
    },
  );
}

/**
 * Like Razorpay, the sandbox tells the server about the payment a moment later through a signed
 * webhook, so the reconciliation path runs in local use exactly as it does in production.
 */
function deliverSandboxWebhook(
  app: FastifyInstance,
  sandbox: Sandbox,
  orderId: string,
  outcome: SandboxOutcome,
) {
  // Only a real attempt to pay produces an event; an unknown or already-paid order produces none.
  if (!outcome.ok && outcome.reason !== 'card-declined') return;
  const body = JSON.stringify(
    outcome.ok
      ? {
          event: 'payment.captured',
          payload: {
            payment: {
              entity: {
                id: outcome.payment.razorpay_payment_id,
                order_id: orderId,
                amount: outcome.payment.amountPaise,
                currency: 'INR',
                status: 'captured',
              },
            },
          },
        }
      : {
          event: 'payment.failed',
          payload: {
            payment: { entity: { order_id: orderId, error_description: outcome.description } },
          },
        },
  );
  const timer = setTimeout(() => {
    app
      .inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sandbox.signWebhook(body),
          'x-razorpay-event-id': `evt_sandbox_${crypto.randomUUID()}`,
        },
        payload: body,
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sandbox webhook delivery failed'));
  }, 300);
  timer.unref();
}

/** Registered under /api/admin: operators read, refund and re-check orders (issue 10). */
export async function adminOrdersRoutes(
  app: FastifyInstance,
  options: { payments: PaymentsService },
) {
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const denied = { 401: errorResponse, 403: errorResponse };

  routes.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Orders, newest first (at most 500), by status, item type, creation dates and buyer email, with the totals of that period',
        security: [{ bearer: [] }],
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersResponse, 400: errorResponse, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await options.payments.listOrders(request.query)),
    }),
  );

  routes.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with its provider ids and history (created, paid, webhooks, refunded)',
        security: [{ bearer: [] }],
        params: adminOrderParams,
        response: { 200: adminOrderDetailResponse, 404: errorResponse, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await options.payments.orderDetail(request.params.orderId)),
    }),
  );

  routes.post(
    '/orders/:orderId/refund',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Refund a paid order in full with the provider; ends the buyer's access to the item (decision 25)",
        security: [{ bearer: [] }],
        params: adminOrderParams,
        body: refundOrderBody,
        response: {
          200: refundOrderResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          502: errorResponse,
          ...denied,
        },
      },
    },
    async (request) => {
      const { order, accessEnded } = await options.payments.refund(
        currentUser(request),
        request.params.orderId,
        request.body.reason,
      );
      return {
        success: true as const,
        message: accessEnded ? "Refunded. The buyer's access to the item has ended." : 'Refunded.',
        order,
        accessEnded,
      };
    },
  );

  routes.post(
    '/orders/:orderId/recheck',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ask the provider whether the order was paid, and grant the item if it was',
        security: [{ bearer: [] }],
        params: adminOrderParams,
        response: { 200: recheckOrderResponse, 404: errorResponse, 502: errorResponse, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await options.payments.recheck(currentUser(request), request.params.orderId)),
    }),
  );
}
