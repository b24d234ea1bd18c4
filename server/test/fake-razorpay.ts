import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for Razorpay's Orders, Payments and Refunds APIs, so the real provider's HTTP calls run in tests
 * with no network: it checks basic auth and the body as Razorpay does and answers in its shape.
 * `webhookSecret` is the one the app is given to check Razorpay's webhooks with.
 */
export async function startFakeRazorpay(
  keyId: string,
  keySecret: string,
  webhookSecret = 'fake_webhook_secret_for_tests',
) {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const orders: {
    id: string;
    amount: number;
    currency: string;
    receipt: string;
    notes: unknown;
  }[] = [];
  const payments: { id: string; order_id: string; amount: number; status: string }[] = [];
  const refunds: { id: string; payment_id: string; amount: number; notes: unknown }[] = [];
  let failNext = false;

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
      const orderPaymentsPath = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url ?? '');
      const known =
        (request.method === 'POST' && (request.url === '/v1/orders' || refundPath)) ||
        (request.method === 'GET' && orderPaymentsPath);
      if (!known) {
        return send(404, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' },
        });
      }
      if (request.headers.authorization !== expectedAuth) {
        return send(401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      }
      if (orderPaymentsPath) {
        const items = payments.filter((payment) => payment.order_id === orderPaymentsPath[1]);
        return send(200, {
          entity: 'collection',
          count: items.length,
          items: items.map((payment) => ({ entity: 'payment', currency: 'INR', ...payment })),
        });
      }
      if (refundPath) {
        const payment = payments.find((candidate) => candidate.id === refundPath[1]);
        const input = JSON.parse(body || '{}') as { amount?: number; notes?: unknown };
        if (payment?.status !== 'captured') {
          return send(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: payment
                ? 'The payment has been fully refunded already'
                : 'The id provided does not exist',
            },
          });
        }
        if (input.amount !== undefined && input.amount !== payment.amount) {
          return send(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'partial refunds not expected' },
          });
        }
        payment.status = 'refunded';
        const refund = {
          id: `rfnd_${randomBytes(7).toString('hex')}`,
          payment_id: payment.id,
          amount: payment.amount,
          notes: input.notes,
        };
        refunds.push(refund);
        return send(200, { entity: 'refund', currency: 'INR', status: 'processed', ...refund });
      }
      if (failNext) {
        failNext = false;
        return send(500, {
          error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' },
        });
      }
      const input = JSON.parse(body) as {
        amount: number;
        currency: string;
        receipt: string;
        notes: unknown;
      };
      if (
        !Number.isInteger(input.amount) ||
        input.amount < 100 ||
        input.currency !== 'INR' ||
        input.receipt.length > 40
      ) {
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'invalid order' } });
      }
      const order = { id: `order_${randomBytes(7).toString('hex')}`, ...input };
      orders.push(order);
      send(200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: input.amount,
        status: 'created',
        attempts: 0,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const apiBase = `http://127.0.0.1:${port}/v1`;
  return {
    apiBase,
    /** The settings of an app that takes its payments here. */
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: apiBase,
    },
    orders,
    payments,
    /** Every refund made, in order. */
    refunds,
    /** A captured payment of one of its orders, as a student's checkout would make; its id. */
    capture(orderId: string): string {
      const order = orders.find((candidate) => candidate.id === orderId);
      if (!order) throw new Error(`the fake Razorpay has no order ${orderId}`);
      const id = `pay_${randomBytes(7).toString('hex')}`;
      payments.push({ id, order_id: orderId, amount: order.amount, status: 'captured' });
      return id;
    },
    /**
     * What Razorpay's checkout hands the browser once a payment of this order is made: the ids,
     * signed with the key secret as Razorpay signs them.
     */
    confirmation(orderId: string, paymentId: string) {
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', keySecret)
          .update(`${orderId}|${paymentId}`)
          .digest('hex'),
      };
    },
    failNextOrder() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
